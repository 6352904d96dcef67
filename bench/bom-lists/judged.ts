// The judgements of bench/bom-lists: for each file, each line (named by its part number, else its
// value, else its description, as bench/bom.ts reads it) and the catalogue product that is right for
// it, or null when the shop does not sell it (resistors, capacitors, connectors, bare chips, holders).
// Judged from the sample catalogue before reading what the matcher answers.
export interface JudgedBom {
  file: string;
  project: string;
  lines: Record<string, string | null>;
}

const UNO = 'arduino-uno-r3';
const NANO = 'arduino-nano';
const OLED_096 = '0-96-inch-oled-display-module-i2c-ssd1306';
const TP4056 = 'tp4056-li-ion-charger-module-usb-c-with-protection';
const BME280 = 'bme280-temperature-humidity-and-pressure-sensor';
const DS18B20 = 'ds18b20-waterproof-temperature-sensor-probe';
const SOIL = 'capacitive-soil-moisture-sensor-v1-2';
const ATMEGA = 'atmega328p-pu-microcontroller-with-arduino-bootloader';
const PZEM = 'pzem-004t-v3-0-ac-energy-meter-module-100a';
const ADAPTER_12V = '12v-2a-dc-power-adapter';

/** Lines no product of the shop is right for. */
const notSold = (...names: string[]) => Object.fromEntries(names.map((name) => [name, null]));

export const JUDGED_BOMS: JudgedBom[] = [
  {
    file: 'arduino-uno-sensor-shield.csv',
    project: 'Arduino Uno sensor shield (KiCad 7, grouped by value)',
    lines: {
      Arduino_UNO_R3: UNO,
      'HC-SR04': 'hc-sr04-ultrasonic-distance-sensor',
      DHT11: 'dht11-temperature-and-humidity-sensor-module',
      'HC-SR501': 'hc-sr501-pir-motion-sensor',
      ...notSold('220', '10k', 'LED', 'Buzzer', 'SW_Push', '100nF', 'Screw_Terminal_01x02'),
    },
  },
  {
    file: 'esp32-sensor-node.csv',
    project: 'ESP32 battery sensor node (KiCad 8 symbol fields table)',
    lines: {
      'ESP32-DevKitC': 'esp32-development-kit',
      BME280,
      TP4056,
      'Capacitive Soil Moisture Sensor': SOIL,
      ...notSold('AMS1117-3.3', '18650', '100k', '10k', '10uF', '100nF', 'Conn_01x03', 'SS34'),
    },
  },
  {
    file: 'line-follower-robot.csv',
    project: 'Line-follower robot (KiCad 8, grouped by value)',
    lines: {
      'Arduino_Nano_v3.x': NANO,
      L298N: 'l298n-dual-h-bridge-motor-driver-module',
      '5 Channel IR Line Sensor': '5-channel-ir-line-tracking-sensor-module',
      'BO Motor 150RPM': 'bo-motor-150-rpm-dual-shaft',
      ...notSold('2x18650', 'SPDT Slide', '470uF', '100nF', '1N4007', 'Screw_Terminal_01x02'),
    },
  },
  {
    file: 'bench-power-supply.csv',
    project: 'Bench power supply with meter (KiCad 8)',
    lines: {
      'LM2596 Buck Module': 'lm2596-dc-dc-buck-converter-module',
      MT3608: 'mt3608-dc-dc-boost-converter-module',
      '0.96 OLED': OLED_096,
      'ATmega328P-PU': ATMEGA,
      ADS1115: 'ads1115-16-bit-adc-breakout-board',
      ...notSold(
        '16MHz',
        '22pF',
        '1000uF 35V',
        '10k Pot',
        '0.1R 2W',
        'Barrel_Jack',
        'Banana socket',
        'Fuse 2A',
        'IRF540N',
      ),
    },
  },
  {
    file: 'weather-station.csv',
    project: 'Solar weather station (semicolon CSV from a spreadsheet, with MPNs)',
    lines: {
      'NodeMCU ESP8266 V3': 'nodemcu-esp8266-v3-ch340',
      BME280,
      DS18B20,
      'LCD2004 I2C': '20x4-i2c-lcd-display-module',
      'Solar panel 6V': '6v-2w-mini-solar-panel',
      TP4056,
      ...notSold('4.7k', '100nF', 'S2B-PH-K-S'),
    },
  },
  {
    file: 'robot-arm.txt',
    project: 'Six-servo robot arm (pasted lines)',
    lines: {
      'Arduino Uno R3': UNO,
      'MG996R servo': 'towerpro-mg996r-metal-gear-servo-motor',
      'PCA9685 16 channel servo driver': 'pca9685-16-channel-12-bit-pwm-servo-driver',
      '12V 2A adapter': ADAPTER_12V,
      '830 point breadboard': '830-point-solderless-breadboard',
      'jumper wires': 'jumper-wire-set-120-pcs-20-cm',
      'HC-05 bluetooth': 'hc-05-bluetooth-module',
      ...notSold('M3 standoff 10mm', '1000uF capacitor'),
    },
  },
  {
    file: 'home-automation-relay-board.csv',
    project: 'Home-automation relay board with energy meter (KiCad 8)',
    lines: {
      'ESP-01S': 'esp-01s-esp8266-wi-fi-module',
      '4 Channel Relay Module': '4-channel-5v-relay-module-with-optocoupler',
      'PZEM-004T': PZEM,
      DHT22: 'dht22-temperature-and-humidity-sensor-module',
      ...notSold(
        'HLK-PM01',
        'AMS1117-3.3',
        'BC547',
        '1N4148',
        '1k',
        'Screw_Terminal_01x03',
        'Fuse 1A',
        'Varistor 275V',
      ),
    },
  },
  {
    file: 'led-matrix-clock.csv',
    project: 'LED matrix clock (JLCPCB-style BOM with LCSC numbers)',
    lines: {
      'MAX7219 8x8 Dot Matrix Module': 'max7219-8x8-dot-matrix-led-display-module',
      'Arduino Nano': NANO,
      ...notSold('DS3231', '10uF', '100nF', '10k', 'CR2032 holder', 'Tactile switch', 'LDR GL5528'),
    },
  },
  {
    file: 'gps-tracker.csv',
    project: 'GPS/GSM vehicle tracker (Altium-style BOM with manufacturer part numbers)',
    lines: {
      'NEO-6M': 'neo-6m-gps-module-with-antenna',
      SIM800L: 'sim800l-gsm-gprs-module',
      ABX00028: 'arduino-nano-every',
      MPU6050: 'mpu6050-6-axis-gyroscope-and-accelerometer-module',
      TP4056,
      ...notSold('LP803450', 'EEU-FR1A102', '1N5819', 'RC0805FR-0710KL', 'U.FL-R-SMT-1'),
    },
  },
  {
    file: 'plant-watering.csv',
    project: 'Automatic plant watering (KiCad 8, resistors listed apart)',
    lines: {
      'Arduino_Nano_v3.x': NANO,
      'Soil moisture sensor capacitive': SOIL,
      '1 Channel Relay Module': '1-channel-5v-relay-module',
      '16x2 LCD': '16x2-lcd-display-with-blue-backlight',
      'YF-S201': 'yf-s201-water-flow-sensor',
      ...notSold('10k', 'Water pump 5V', 'USB_B_Micro'),
    },
  },
  {
    file: 'bluetooth-car.txt',
    project: 'Bluetooth robot car (pasted lines)',
    lines: {
      '4WD robot car chassis kit': '4wd-smart-robot-car-chassis-kit',
      'L293D motor shield': 'l293d-motor-driver-shield-for-arduino',
      'Arduino Uno compatible CH340': 'arduino-uno-r3-compatible-board-ch340',
      'HC-05': 'hc-05-bluetooth-module',
      '18650 cell 2600mAh': '18650-li-ion-rechargeable-cell-3-7v-2600-mah',
      'IR obstacle sensor': 'ir-obstacle-avoidance-sensor-module',
      'SG90 servo': 'towerpro-sg90-micro-servo-motor',
      'HC SR04': 'hc-sr04-ultrasonic-distance-sensor',
      ...notSold('18650 battery holder 2 cell'),
    },
  },
  {
    file: 'rfid-door-lock.tsv',
    project: 'RFID door lock (KiCad 8, tab separated)',
    lines: {
      'Arduino Uno R4 Minima': 'arduino-uno-r4-minima',
      RC522: 'rc522-rfid-reader-module-with-card-and-tag',
      'Solid State Relay 2CH G3MB-202P': '2-channel-solid-state-relay-module-omron-g3mb-202p',
      'I2C LCD 20x4': '20x4-i2c-lcd-display-module',
      ...notSold('Solenoid lock 12V', 'TIP120', '1N4007', 'Buzzer 5V', '1k', 'Barrel_Jack'),
    },
  },
  {
    file: 'cnc-pen-plotter.csv',
    project: 'CNC pen plotter (KiCad 8)',
    lines: {
      Arduino_UNO_R3: UNO,
      A4988: 'a4988-stepper-motor-driver-module',
      'NEMA17 17HS4401': 'nema-17-stepper-motor-17hs4401',
      SG90: 'towerpro-sg90-micro-servo-motor',
      '12V 2A Adapter': ADAPTER_12V,
      ...notSold('100uF 35V', 'Conn_01x04', 'Limit switch', 'GT2 pulley 20T'),
    },
  },
  {
    file: 'lora-soil-node.csv',
    project: 'LoRa soil node on a bare ATmega (KiCad 8, grouped by value)',
    lines: {
      'Ra-02': 'ai-thinker-ra-02-sx1278-lora-module-433-mhz',
      'ATmega328P-PU': ATMEGA,
      'Capacitive soil moisture v1.2': SOIL,
      DS18B20,
      ...notSold('MCP1700-3302E', '8MHz', '22pF', '100nF', '4.7k', 'Antenna 433MHz', '2xAA holder'),
    },
  },
  {
    file: 'energy-monitor.csv',
    project: 'Mains energy monitor (item list with manufacturers and MPNs)',
    lines: {
      'ESP32-C3 SuperMini': 'esp32-c3-supermini',
      'PZEM-004T': PZEM,
      SH1106: '1-3-inch-oled-display-module-i2c-sh1106',
      // Texas Instruments' chip for a board of one's own: the shop sells the module, not the chip.
      ...notSold('HLK-5M05', 'LM2596S-5.0', 'EEU-FR1E221', '0217.500MXP', '1935161', '1935174'),
    },
  },
  {
    file: 'pico-macropad.csv',
    project: 'Raspberry Pi Pico macropad (KiCad 8)',
    lines: {
      'Raspberry Pi Pico': 'raspberry-pi-pico',
      '0.96 inch OLED SSD1306': OLED_096,
      ...notSold('MX_SW', '1N4148', 'EC11 rotary encoder', 'WS2812B', '10uF'),
    },
  },
  {
    file: 'timer-kit-555.csv',
    project: '555 and shift-register LED chaser kit on DIP chips (KiCad 8)',
    lines: {
      NE555P: 'ne555-timer-ic-pack-of-10',
      '74HC595': '74hc595-shift-register-ic-pack-of-5',
      LM358: 'lm358-dual-op-amp-ic-pack-of-5',
      'ATtiny85-20PU': 'attiny85-20pu-microcontroller',
      ...notSold('10k', '330', '10uF', '10nF', 'LED', 'Conn_01x02'),
    },
  },
  {
    file: 'esp32-cam-doorbell.txt',
    project: 'ESP32-CAM doorbell (pasted lines)',
    lines: {
      'ESP32-CAM': 'esp32-cam-wi-fi-module-with-ov2640-camera',
      'MB102 breadboard power supply': 'mb102-breadboard-power-supply-module',
      '1-channel relay module': '1-channel-5v-relay-module',
      'IRF520 MOSFET module': 'irf520-mosfet-driver-module',
      ...notSold('push button', '330 ohm resistor', 'USB to TTL FTDI adapter'),
    },
  },
];

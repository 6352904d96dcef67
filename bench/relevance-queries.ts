// Queries makers type, judged against the sample catalogue (apps/server/src/seed/catalogue.data.ts):
// `top3` must all appear in the first three results, `top10` (the rest of what a maker would want)
// in the first ten. Judged from the catalogue data, not from what the engine returns.

/** What makes a query hard: the bench reports each kind apart. */
export type QueryKind =
  | 'part number'
  | 'plural'
  | 'misspelling'
  | 'hinglish'
  | 'category or need'
  | 'word too many'
  | 'split or joined'
  | 'value with unit'
  | 'need, not a name'
  | 'two misspellings'
  | 'out of catalogue'
  | 'hindi script'
  | 'telugu script'
  | 'tamil script';

export interface JudgedQuery {
  q: string;
  kind: QueryKind;
  /** Written to find nothing: no word of it names anything the shop sells. */
  none?: true;
  top3: string[];
  top10?: string[];
}

type Judged = Omit<JudgedQuery, 'kind'>;
const ofKind = (kind: QueryKind, queries: Judged[]): JudgedQuery[] => queries.map((query) => ({ ...query, kind }));

const HC_SR04 = 'hc-sr04-ultrasonic-distance-sensor';
const SG90 = 'towerpro-sg90-micro-servo-motor';
const MG996R = 'towerpro-mg996r-metal-gear-servo-motor';
const L298N = 'l298n-dual-h-bridge-motor-driver-module';
const CELL_18650 = '18650-li-ion-rechargeable-cell-3-7v-2600-mah';
const LIPO = 'orange-2200-mah-2s-30c-lipo-battery';
const ESP32_CAM = 'esp32-cam-wi-fi-module-with-ov2640-camera';
const ESP32_KIT = 'esp32-development-kit';
const ESP32_S3 = 'espressif-esp32-s3-devkitc-1-n8r8';
const ESP32_C3 = 'esp32-c3-supermini';
const ESP32_C6 = 'espressif-esp32-c6-devkitc-1';
const XIAO_S3 = 'seeed-studio-xiao-esp32s3';
const NODEMCU = 'nodemcu-esp8266-v3-ch340';
const D1_MINI = 'd1-mini-esp8266-development-board';
const ESP01 = 'esp-01s-esp8266-wi-fi-module';
const DHT11 = 'dht11-temperature-and-humidity-sensor-module';
const DHT22 = 'dht22-temperature-and-humidity-sensor-module';
const DS18B20 = 'ds18b20-waterproof-temperature-sensor-probe';
const PIR = 'hc-sr501-pir-motion-sensor';
const MPU6050 = 'mpu6050-6-axis-gyroscope-and-accelerometer-module';
const BME280 = 'bme280-temperature-humidity-and-pressure-sensor';
const VL53L0X = 'vl53l0x-time-of-flight-laser-distance-sensor';
const MQ2 = 'mq-2-gas-and-smoke-sensor-module';
const SOIL = 'capacitive-soil-moisture-sensor-v1-2';
const RELAY_1 = '1-channel-5v-relay-module';
const RELAY_4 = '4-channel-5v-relay-module-with-optocoupler';
const RELAY_SSR = '2-channel-solid-state-relay-module-omron-g3mb-202p';
const UNO = 'arduino-uno-r3';
const UNO_CLONE = 'arduino-uno-r3-compatible-board-ch340';
const NANO = 'arduino-nano';
const NANO_CLONE = 'arduino-nano-compatible-board-ch340-usb-c';
const MEGA = 'arduino-mega-2560-rev3';
const MEGA_CLONE = 'arduino-mega-2560-compatible-board-ch340';
const OLED_096 = '0-96-inch-oled-display-module-i2c-ssd1306';
const OLED_13 = '1-3-inch-oled-display-module-i2c-sh1106';
const LCD_16X2 = '16x2-lcd-display-with-blue-backlight';
const LCD_20X4 = '20x4-i2c-lcd-display-module';
const TFT = '2-4-inch-tft-touch-screen-shield-for-arduino';
const HC05 = 'hc-05-bluetooth-module';
const HM10 = 'hm-10-ble-4-0-bluetooth-module';

const NEO6M = 'neo-6m-gps-module-with-antenna';
const LM2596 = 'lm2596-dc-dc-buck-converter-module';
const MT3608 = 'mt3608-dc-dc-boost-converter-module';
const MB102 = 'mb102-breadboard-power-supply-module';
const TP4056 = 'tp4056-li-ion-charger-module-usb-c-with-protection';
const NE555 = 'ne555-timer-ic-pack-of-10';
const LM358 = 'lm358-dual-op-amp-ic-pack-of-5';
const HC595 = '74hc595-shift-register-ic-pack-of-5';
const ADS1115 = 'ads1115-16-bit-adc-breakout-board';
const ATMEGA328P = 'atmega328p-pu-microcontroller-with-arduino-bootloader';
const ATTINY85 = 'attiny85-20pu-microcontroller';
const BLUE_PILL = 'stm32f103c8t6-blue-pill-development-board';
const NEMA17 = 'nema-17-stepper-motor-17hs4401';
const BYJ48 = '28byj-48-stepper-motor-with-uln2003-driver-board';
const TB6612 = 'tb6612fng-dual-motor-driver-module';
const L293D = 'l293d-motor-driver-shield-for-arduino';
const PCA9685 = 'pca9685-16-channel-12-bit-pwm-servo-driver';
const N20 = 'n20-6v-300-rpm-micro-metal-gear-motor';
const BO_150 = 'bo-motor-150-rpm-dual-shaft';
const BO_WHEEL = 'bo-motor-wheel-65-mm-pair';
const SIM800L = 'sim800l-gsm-gprs-module';
const NRF24 = 'nrf24l01-2-4-ghz-wireless-transceiver-module';
const LORA = 'ai-thinker-ra-02-sx1278-lora-module-433-mhz';
const RC522 = 'rc522-rfid-reader-module-with-card-and-tag';
const PZEM = 'pzem-004t-v3-0-ac-energy-meter-module-100a';
const FLOW = 'yf-s201-water-flow-sensor';
const MAX7219 = 'max7219-8x8-dot-matrix-led-display-module';
const EPAPER = 'waveshare-2-13-inch-e-paper-display-hat-for-raspberry-pi';
const ADAPTER_12V = '12v-2a-dc-power-adapter';
const PI_SUPPLY = 'raspberry-pi-27w-usb-c-power-supply';
const SOLAR = '6v-2w-mini-solar-panel';
const SOLDERING_STATION = '60w-digital-temperature-controlled-soldering-station';
const LED_KIT = '5mm-led-assortment-kit-100-pcs';
const SOLDER_WIRE = 'solder-wire-60-40-0-8-mm-50-g';

export const JUDGED_QUERIES: JudgedQuery[] = [
  // Part numbers and model codes, with and without the hyphen.
  ...ofKind('part number', [
    { q: 'hc-sr04', top3: [HC_SR04] },
    { q: 'hcsr04', top3: [HC_SR04] },
    { q: 'hc sr04', top3: [HC_SR04] },
    { q: 'sg90', top3: [SG90] },
    { q: 'sg 90', top3: [SG90] },
    { q: 'l298n', top3: [L298N] },
    { q: 'l298', top3: [L298N] },
    { q: '18650', top3: [CELL_18650] },
    { q: 'esp32-cam', top3: [ESP32_CAM] },
    { q: 'esp32cam', top3: [ESP32_CAM] },
    { q: 'dht11', top3: [DHT11] },
    { q: 'dht22', top3: [DHT22] },
    { q: 'mpu6050', top3: [MPU6050] },
    { q: 'nrf24l01', top3: ['nrf24l01-2-4-ghz-wireless-transceiver-module'] },
    { q: 'lm2596', top3: ['lm2596-dc-dc-buck-converter-module'] },
    { q: 'tp4056', top3: ['tp4056-li-ion-charger-module-usb-c-with-protection'] },
    { q: 'ne555', top3: ['ne555-timer-ic-pack-of-10'] },
    { q: '74hc595', top3: ['74hc595-shift-register-ic-pack-of-5'] },
    { q: 'a4988', top3: ['a4988-stepper-motor-driver-module'] },
    { q: 'mg996r', top3: [MG996R], top10: ['6-dof-aluminium-robotic-arm-kit-with-mg996r-servos'] },
    { q: 'hc05', top3: [HC05] },
    { q: 'hc-sr501', top3: [PIR] },
    { q: 'mq2', top3: [MQ2] },
    { q: 'sim800l', top3: ['sim800l-gsm-gprs-module'] },
    { q: 'neo 6m gps', top3: ['neo-6m-gps-module-with-antenna'] },
    { q: 'ds18b20', top3: [DS18B20] },
    { q: 'bme280', top3: [BME280] },
    { q: 'vl53l0x', top3: [VL53L0X] },
    { q: 'pca9685', top3: ['pca9685-16-channel-12-bit-pwm-servo-driver'] },
    { q: 'attiny85', top3: ['attiny85-20pu-microcontroller'] },
    {
      q: 'atmega328p',
      top3: ['atmega328p-pu-microcontroller-with-arduino-bootloader'],
      top10: [UNO, UNO_CLONE],
    },
    {
      q: 'stm32',
      top3: [
        'stm32f103c8t6-blue-pill-development-board',
        'weact-stm32f411ceu6-black-pill-development-board',
        'stm32-nucleo-f401re-development-board',
      ],
    },
    { q: 'esp32 s3', top3: [ESP32_S3, XIAO_S3] },
    { q: 'esp32s3', top3: [ESP32_S3, XIAO_S3] },
    { q: 'esp32 c3', top3: [ESP32_C3] },
    { q: 'rc522 rfid', top3: ['rc522-rfid-reader-module-with-card-and-tag'] },
    { q: 'ssd1306 oled', top3: [OLED_096] },
    { q: 'microbit', top3: ['bbc-micro-bit-v2-2'] },
    { q: 'jetson', top3: ['nvidia-jetson-orin-nano-super-developer-kit'] },
    { q: 'blue pill', top3: ['stm32f103c8t6-blue-pill-development-board'] },
  ]),

  // Plurals and "-ing" forms.
  ...ofKind('plural', [
    { q: 'esp32 boards', top3: [ESP32_KIT], top10: [ESP32_S3, ESP32_C3, ESP32_C6, XIAO_S3] },
    { q: 'esp32 board', top3: [ESP32_KIT], top10: [ESP32_S3, ESP32_C3, ESP32_C6, XIAO_S3] },
    { q: 'batteries', top3: [LIPO, CELL_18650] },
    { q: 'battery', top3: [LIPO, CELL_18650] },
    { q: 'relay modules', top3: [RELAY_1, RELAY_4, RELAY_SSR] },
    { q: 'sensors', top3: [], top10: [HC_SR04, DHT11, DHT22, PIR, BME280] },
    { q: 'sensor', top3: [], top10: [HC_SR04, DHT11, DHT22, PIR, BME280] },
    { q: 'servo motors', top3: [SG90, MG996R], top10: ['pca9685-16-channel-12-bit-pwm-servo-driver'] },
    { q: 'servos', top3: [SG90, MG996R] },
    { q: 'leds', top3: ['5mm-led-assortment-kit-100-pcs'], top10: ['max7219-8x8-dot-matrix-led-display-module'] },
    { q: 'robot wheels', top3: ['bo-motor-wheel-65-mm-pair', 'mecanum-wheel-60-mm-set-of-4'] },
    { q: 'jumper wires', top3: ['jumper-wire-set-120-pcs-20-cm'] },
    { q: 'charging module', top3: ['tp4056-li-ion-charger-module-usb-c-with-protection'] },
    {
      q: 'soldering iron',
      top3: ['soldron-25w-soldering-iron', '60w-digital-temperature-controlled-soldering-station'],
    },
    { q: 'displays', top3: [], top10: [OLED_096, LCD_16X2, LCD_20X4, OLED_13, TFT] },
  ]),

  // Misspellings.
  ...ofKind('misspelling', [
    { q: 'ultrasonic sensr', top3: [HC_SR04] },
    { q: 'ultrasonc', top3: [HC_SR04] },
    { q: 'arduno nano', top3: [NANO], top10: [NANO_CLONE, 'arduino-nano-every', 'arduino-nano-33-iot'] },
    {
      q: 'raspbery pi 5',
      top3: ['raspberry-pi-5-8gb', 'raspberry-pi-5-4gb'],
      top10: ['raspberry-pi-5-8gb-starter-kit'],
    },
    { q: 'rasberry pi pico', top3: ['raspberry-pi-pico', 'raspberry-pi-pico-w', 'raspberry-pi-pico-2'] },
    { q: 'multimetr', top3: ['dt9205a-digital-multimeter', 'uni-t-ut139c-true-rms-digital-multimeter'] },
    { q: 'bluetoth module', top3: [HC05, HM10] },
  ]),

  // Hindi-English mixes and price words.
  ...ofKind('hinglish', [
    {
      q: 'arduino ka kit',
      top3: ['arduino-starter-kit', 'uno-r3-super-starter-kit-compatible'],
      top10: ['seeed-studio-grove-beginner-kit-for-arduino'],
    },
    { q: 'relay wala module chahiye', top3: [RELAY_1, RELAY_4] },
    { q: 'sasta arduino', top3: [NANO_CLONE, UNO_CLONE], top10: [MEGA_CLONE] },
    { q: 'cheap esp32', top3: [ESP32_C3, ESP32_KIT] },
    { q: 'temperature sensor ki price', top3: [DHT11, DHT22, DS18B20], top10: [BME280] },
    {
      q: 'sensor kit for arduino',
      top3: ['37-in-1-sensor-module-kit'],
      top10: ['seeed-studio-grove-beginner-kit-for-arduino'],
    },
  ]),

  // Category words and what makers need.
  ...ofKind('category or need', [
    { q: 'arduino uno', top3: [UNO], top10: [UNO_CLONE, 'arduino-uno-r4-wifi', 'arduino-uno-r4-minima'] },
    { q: 'arduino mega', top3: [MEGA, MEGA_CLONE] },
    { q: 'temperature sensor', top3: [DHT11, DHT22, DS18B20], top10: [BME280] },
    { q: 'humidity sensor', top3: [DHT22, DHT11, BME280] },
    {
      q: 'stepper motor',
      top3: ['nema-17-stepper-motor-17hs4401', '28byj-48-stepper-motor-with-uln2003-driver-board'],
      top10: ['a4988-stepper-motor-driver-module'],
    },
    {
      q: 'motor driver',
      top3: [L298N],
      top10: [
        'l293d-motor-driver-shield-for-arduino',
        'tb6612fng-dual-motor-driver-module',
        'a4988-stepper-motor-driver-module',
      ],
    },
    { q: '12v motor driver', top3: [L298N] },
    { q: 'dc gear motor', top3: ['n20-6v-300-rpm-micro-metal-gear-motor', 'bo-motor-150-rpm-dual-shaft'] },
    { q: 'oled display', top3: [OLED_096, OLED_13] },
    { q: 'lcd 16x2', top3: [LCD_16X2] },
    { q: 'i2c lcd', top3: [LCD_20X4] },
    { q: 'touch screen', top3: [TFT, 'raspberry-pi-touch-display-2'] },
    { q: 'e paper display', top3: ['waveshare-2-13-inch-e-paper-display-hat-for-raspberry-pi'] },
    { q: 'led matrix', top3: ['max7219-8x8-dot-matrix-led-display-module'] },
    { q: '5v relay', top3: [RELAY_1, RELAY_4] },
    { q: 'relay', top3: [RELAY_1, RELAY_4], top10: [RELAY_SSR] },
    { q: 'bluetooth module', top3: [HC05, HM10] },
    { q: 'wifi module', top3: [ESP01], top10: [NODEMCU, ESP32_CAM] },
    { q: 'esp8266', top3: [NODEMCU, D1_MINI, ESP01] },
    { q: 'nodemcu', top3: [NODEMCU] },
    { q: 'gps module', top3: ['neo-6m-gps-module-with-antenna'] },
    { q: 'gsm module', top3: ['sim800l-gsm-gprs-module'] },
    { q: 'lora', top3: ['ai-thinker-ra-02-sx1278-lora-module-433-mhz'] },
    { q: 'ble module', top3: [HM10] },
    { q: 'wireless transceiver', top3: ['nrf24l01-2-4-ghz-wireless-transceiver-module'] },
    { q: 'multimeter', top3: ['dt9205a-digital-multimeter', 'uni-t-ut139c-true-rms-digital-multimeter'] },
    { q: 'breadboard', top3: ['830-point-solderless-breadboard'], top10: ['mb102-breadboard-power-supply-module'] },
    { q: 'robot car kit', top3: ['2wd-smart-robot-car-chassis-kit', '4wd-smart-robot-car-chassis-kit'] },
    { q: '4wd chassis', top3: ['4wd-smart-robot-car-chassis-kit'] },
    { q: 'line follower sensor', top3: ['5-channel-ir-line-tracking-sensor-module'] },
    { q: 'ir sensor', top3: ['ir-obstacle-avoidance-sensor-module', '5-channel-ir-line-tracking-sensor-module'] },
    { q: 'pir sensor', top3: [PIR] },
    { q: 'motion sensor', top3: [PIR], top10: [MPU6050] },
    { q: 'gyro sensor', top3: [MPU6050] },
    { q: 'accelerometer', top3: [MPU6050] },
    { q: 'distance sensor', top3: [HC_SR04, VL53L0X] },
    { q: 'gas sensor', top3: [MQ2] },
    { q: 'soil moisture sensor', top3: [SOIL] },
    { q: 'water flow sensor', top3: ['yf-s201-water-flow-sensor'] },
    { q: 'energy meter', top3: ['pzem-004t-v3-0-ac-energy-meter-module-100a'] },
    { q: 'solar panel', top3: ['6v-2w-mini-solar-panel'] },
    { q: 'buck converter', top3: ['lm2596-dc-dc-buck-converter-module'] },
    { q: 'boost converter', top3: ['mt3608-dc-dc-boost-converter-module'] },
    { q: 'li-ion charger', top3: ['tp4056-li-ion-charger-module-usb-c-with-protection'] },
    { q: 'lithium battery', top3: [CELL_18650, LIPO] },
    {
      q: 'power supply',
      top3: ['raspberry-pi-27w-usb-c-power-supply', 'mb102-breadboard-power-supply-module'],
      top10: ['12v-2a-dc-power-adapter'],
    },
    { q: 'raspberry pi camera', top3: ['raspberry-pi-camera-module-3'] },
    { q: 'pi pico w', top3: ['raspberry-pi-pico-w'] },
    {
      q: 'starter kit',
      top3: ['arduino-starter-kit', 'uno-r3-super-starter-kit-compatible', 'raspberry-pi-5-8gb-starter-kit'],
    },
    { q: '37 in 1 sensor kit', top3: ['37-in-1-sensor-module-kit'] },
    { q: 'smart home kit', top3: ['smart-home-iot-kit'] },
    { q: 'weather station', top3: ['esp32-iot-weather-station-kit'] },
    { q: 'op amp', top3: ['lm358-dual-op-amp-ic-pack-of-5'] },
    { q: 'shift register', top3: ['74hc595-shift-register-ic-pack-of-5'] },
    { q: '555 timer', top3: ['ne555-timer-ic-pack-of-10'] },
    { q: 'mosfet', top3: ['irf520-mosfet-driver-module'] },
    { q: 'adc', top3: ['ads1115-16-bit-adc-breakout-board'] },
    { q: 'solder wire', top3: ['solder-wire-60-40-0-8-mm-50-g'] },
    { q: 'pcb board', top3: ['double-sided-pcb-prototype-board-kit-8-pcs'] },
    { q: 'usb c power supply', top3: ['raspberry-pi-27w-usb-c-power-supply'] },
  ]),
  // Issue 29, written before the engine answered them. A word the catalogue does not have, beside words it does.
  ...ofKind('word too many', [
    { q: 'servo moter 180 degree', top3: [SG90, MG996R] },
    {
      q: 'arduino uno kit for beginners',
      top3: ['uno-r3-super-starter-kit-compatible', 'arduino-starter-kit'],
      top10: ['seeed-studio-grove-beginner-kit-for-arduino'],
    },
    { q: 'lm2596 module 3a', top3: [LM2596] },
    { q: 'hc-sr04 sensor waterproof', top3: [HC_SR04] },
    { q: 'sg90 servo motor original', top3: [SG90] },
    { q: 'esp32 devkit v1 board', top3: [ESP32_KIT], top10: [ESP32_S3, ESP32_C6] },
    { q: 'nodemcu esp8266 lolin v3', top3: [NODEMCU] },
    { q: 'dht22 sensor for raspberry pi 4', top3: [DHT22] },
    { q: 'l298n motor driver for 4 motors', top3: [L298N], top10: ['l293d-motor-driver-shield-for-arduino'] },
    { q: '18650 battery 3000mah', top3: [CELL_18650] },
    { q: 'oled display 0.96 yellow blue', top3: [OLED_096] },
    { q: 'relay module 8 channel', top3: [RELAY_4], top10: [RELAY_1, RELAY_SSR] },
    { q: 'raspberry pi 5 16gb', top3: ['raspberry-pi-5-8gb', 'raspberry-pi-5-4gb'] },
    { q: 'mpu6050 gyro module with cable', top3: [MPU6050] },
    { q: 'ultrasonic sensor with holder bracket', top3: [HC_SR04] },
    { q: 'neo 6m gps module for drone', top3: [NEO6M] },
    { q: 'hc05 bluetooth module for android app', top3: [HC05] },
    { q: 'soil moisture sensor corrosion proof', top3: [SOIL] },
    { q: 'breadboard 830 points transparent', top3: ['830-point-solderless-breadboard'] },
    { q: 'jumper wires male to female dupont', top3: ['jumper-wire-set-120-pcs-20-cm'] },
    { q: 'mq2 smoke sensor alarm buzzer', top3: [MQ2] },
    { q: 'arduino mega 2560 r3 with cable', top3: [MEGA, MEGA_CLONE] },
  ]),

  // Part numbers split, joined, dashed or without their family prefix.
  ...ofKind('split or joined', [
    { q: 'lm 2596', top3: [LM2596] },
    { q: 'mpu-6050', top3: [MPU6050] },
    { q: 'mpu 6050', top3: [MPU6050] },
    { q: '6050', top3: [MPU6050] },
    { q: 'esp8266mod', top3: [ESP01, NODEMCU, D1_MINI] },
    { q: 'hc sr 501', top3: [PIR] },
    { q: 'hcsr501', top3: [PIR] },
    { q: 'hc 05', top3: [HC05] },
    { q: 'ne 555', top3: [NE555] },
    { q: 'l 298n', top3: [L298N] },
    { q: 'tp 4056', top3: [TP4056] },
    { q: 'ds 18b20', top3: [DS18B20] },
    { q: 'nema17', top3: [NEMA17] },
    { q: 'mq 2 sensor', top3: [MQ2] },
    { q: 'sim 800l', top3: [SIM800L] },
    { q: 'esp 32 cam', top3: [ESP32_CAM] },
    { q: 'atmega 328p', top3: [ATMEGA328P], top10: [UNO, UNO_CLONE] },
    { q: 'attiny 85', top3: [ATTINY85] },
    { q: 'nrf 24l01', top3: [NRF24] },
    { q: '74 hc 595', top3: [HC595] },
    { q: 'pzem004t', top3: [PZEM] },
    { q: 'yfs201', top3: [FLOW] },
    { q: 'hm10', top3: [HM10] },
    { q: 'ads 1115', top3: [ADS1115] },
    { q: 'mg 996r', top3: [MG996R] },
    { q: 'sg-90', top3: [SG90] },
    { q: '28byj48', top3: [BYJ48] },
    { q: 'neo6m', top3: [NEO6M] },
    { q: '2596 buck', top3: [LM2596] },
    { q: '358 op amp', top3: [LM358] },
    { q: 'stm32 f103', top3: [BLUE_PILL] },
  ]),

  // Values with their unit glued or apart, decimals with a point or a comma, sizes.
  ...ofKind('value with unit', [
    { q: '3.3v regulator', top3: [MB102], top10: [LM2596] },
    { q: '2200 mah', top3: [LIPO] },
    { q: '2200mah lipo', top3: [LIPO] },
    { q: '2600mah', top3: [CELL_18650] },
    { q: '16 x 2 lcd', top3: [LCD_16X2] },
    { q: '16 x 2', top3: [LCD_16X2] },
    { q: '20 x 4 display', top3: [LCD_20X4] },
    { q: '433mhz', top3: [LORA] },
    { q: '433 mhz module', top3: [LORA] },
    { q: '2.4ghz wireless', top3: [NRF24] },
    { q: '0,96 oled', top3: [OLED_096] },
    { q: '0.96 inch oled', top3: [OLED_096] },
    { q: '0.96" display', top3: [OLED_096] },
    { q: '1,3 inch oled', top3: [OLED_13] },
    { q: '2.4 inch tft', top3: [TFT] },
    { q: '7 inch display', top3: ['raspberry-pi-touch-display-2'] },
    { q: '12v 2a adapter', top3: [ADAPTER_12V] },
    { q: '12 v 2 a power supply', top3: [ADAPTER_12V] },
    { q: '6 v solar panel', top3: [SOLAR] },
    { q: '300rpm motor', top3: [N20] },
    { q: '150 rpm bo motor', top3: [BO_150] },
    { q: '27 w usb c supply', top3: [PI_SUPPLY] },
    { q: '60 w soldering station', top3: [SOLDERING_STATION] },
    {
      q: '65mm wheel',
      top3: [BO_WHEEL],
      top10: ['2wd-smart-robot-car-chassis-kit', '4wd-smart-robot-car-chassis-kit'],
    },
    { q: '5 mm led', top3: [LED_KIT] },
    { q: '0.8mm solder wire', top3: [SOLDER_WIRE] },
    { q: '7.4v lipo', top3: [LIPO] },
    { q: '3.7 v battery', top3: [CELL_18650] },
    { q: '8 x 8 led matrix', top3: [MAX7219] },
    { q: '13.56mhz rfid', top3: [RC522] },
    { q: '40khz ultrasonic', top3: [HC_SR04] },
    { q: '2.13" e paper', top3: [EPAPER] },
  ]),

  // A need instead of a part's name.
  ...ofKind('need, not a name', [
    { q: 'humidity sensor for greenhouse', top3: [DHT22, DHT11, BME280] },
    { q: 'control dc motor speed', top3: [L298N], top10: [TB6612, 'l293d-motor-driver-shield-for-arduino'] },
    { q: 'detect fire', top3: [MQ2], top10: ['37-in-1-sensor-module-kit'] },
    { q: 'measure current', top3: [PZEM, 'dt9205a-digital-multimeter', 'uni-t-ut139c-true-rms-digital-multimeter'] },
    { q: 'wireless between two arduinos', top3: [NRF24], top10: [HC05, LORA, HM10] },
    { q: 'measure distance', top3: [HC_SR04, VL53L0X] },
    { q: 'detect motion', top3: [PIR] },
    { q: 'plant watering sensor', top3: [SOIL] },
    { q: 'gas leak detector', top3: [MQ2] },
    { q: 'send sms', top3: [SIM800L] },
    { q: 'obstacle avoiding robot', top3: ['ir-obstacle-avoidance-sensor-module'], top10: [HC_SR04] },
    { q: 'control many servos', top3: [PCA9685] },
    { q: 'charge 18650 battery', top3: [TP4056], top10: [CELL_18650] },
    { q: 'step down voltage', top3: [LM2596] },
    { q: 'step up voltage', top3: [MT3608] },
    { q: 'measure air pressure', top3: [BME280] },
    { q: 'measure water flow', top3: [FLOW] },
    { q: 'switch ac appliance', top3: [RELAY_1, RELAY_4, RELAY_SSR] },
  ]),

  // Two words misspelled at once.
  ...ofKind('two misspellings', [
    { q: 'ultrasonc sensr', top3: [HC_SR04] },
    { q: 'arduno mgea', top3: [MEGA, MEGA_CLONE] },
    { q: 'temprature sensr', top3: [DHT11, DHT22, DS18B20] },
    { q: 'bluetoth modul', top3: [HC05, HM10] },
    { q: 'sevro moter', top3: [SG90, MG996R] },
    { q: 'raspbery pi camra', top3: ['raspberry-pi-camera-module-3'] },
    { q: 'soldring iorn', top3: ['soldron-25w-soldering-iron'] },
    { q: 'humidty sensr', top3: [DHT22, DHT11, BME280] },
    { q: 'realy moduel', top3: [RELAY_1, RELAY_4] },
    { q: 'breadbord powr supply', top3: [MB102] },
    { q: 'motar drivar', top3: [L298N], top10: [TB6612, 'a4988-stepper-motor-driver-module'] },
    { q: 'gyroscop acelerometer', top3: [MPU6050] },
    { q: 'solr panal', top3: [SOLAR] },
    { q: 'distanse sensar', top3: [HC_SR04, VL53L0X] },
  ]),

  // Hindi typed in English letters, with words beside the part.
  ...ofKind('hinglish', [
    { q: 'sasta relay', top3: [RELAY_1] },
    { q: 'servo motor ke liye driver', top3: [PCA9685] },
    { q: 'robot ke liye wheel', top3: [BO_WHEEL, 'mecanum-wheel-60-mm-set-of-4'] },
    { q: 'sasta multimeter', top3: ['dt9205a-digital-multimeter'] },
    { q: 'bluetooth wala module', top3: [HC05, HM10] },
    { q: 'sasti battery', top3: [CELL_18650] },
    { q: 'ghar ke liye automation kit', top3: ['smart-home-iot-kit'] },
    { q: 'sabse sasta esp32', top3: [ESP32_C3] },
    { q: 'temperature naapne wala sensor', top3: [DHT11, DHT22, DS18B20] },
    { q: 'saste jumper wire', top3: ['jumper-wire-set-120-pcs-20-cm'] },
    { q: '16x2 lcd wala display', top3: [LCD_16X2] },
  ]),

  // Hindi, Telugu and Tamil in their own scripts (issue 33): English trade words written in the
  // script, native words for what a part measures or does, mixed with English and part numbers.
  ...ofKind('hindi script', [
    { q: 'तापमान सेंसर', top3: [DHT22, DHT11, DS18B20] },
    { q: 'नमी सेंसर', top3: [DHT11, DHT22, BME280] },
    { q: 'दूरी सेंसर', top3: [HC_SR04, VL53L0X] },
    { q: 'सर्वो मोटर', top3: [SG90, MG996R] },
    { q: 'arduino के लिए मोटर ड्राइवर', top3: [L293D, L298N] },
    { q: 'DHT22 तापमान सेंसर', top3: [DHT22] },
    { q: 'रिले मॉड्यूल', top3: [RELAY_1, RELAY_4, RELAY_SSR] },
    { q: 'सोल्डरिंग आयरन', top3: ['soldron-25w-soldering-iron', SOLDERING_STATION] },
    { q: 'बिजली सप्लाई', top3: [MB102, PI_SUPPLY, ADAPTER_12V] },
    { q: 'मिट्टी की नमी सेंसर', top3: [SOIL] },
    { q: 'रोबोट के लिए पहिया', top3: [BO_WHEEL, 'mecanum-wheel-60-mm-set-of-4'] },
    { q: 'सस्ता मल्टीमीटर', top3: ['dt9205a-digital-multimeter'] },
    { q: 'esp32 कैमरा', top3: [ESP32_CAM] },
    { q: 'गैस सेंसर', top3: [MQ2] },
  ]),
  ...ofKind('telugu script', [
    { q: 'ఉష్ణోగ్రత సెన్సార్', top3: [DHT22, DHT11, DS18B20] },
    { q: 'తేమ సెన్సార్', top3: [DHT11, DHT22, BME280] },
    { q: 'దూరం సెన్సార్', top3: [HC_SR04, VL53L0X] },
    { q: 'సర్వో మోటార్', top3: [SG90, MG996R] },
    { q: 'arduino కోసం మోటార్ డ్రైవర్', top3: [L293D, L298N] },
    { q: 'పవర్ సప్లై', top3: [MB102, PI_SUPPLY, ADAPTER_12V] },
    { q: 'బ్యాటరీ ఛార్జర్', top3: [TP4056] },
    { q: 'బ్లూటూత్ మాడ్యూల్', top3: [HC05, HM10] },
    { q: 'ఎల్సీడీ డిస్ప్లే', top3: [LCD_16X2, LCD_20X4] },
    { q: 'సోలార్ ప్యానెల్', top3: [SOLAR] },
    { q: 'L298N మోటార్ డ్రైవర్', top3: [L298N] },
    { q: 'పొగ సెన్సార్', top3: [MQ2] },
    { q: 'జంపర్ వైర్', top3: ['jumper-wire-set-120-pcs-20-cm'] },
  ]),
  ...ofKind('tamil script', [
    { q: 'வெப்பநிலை சென்சார்', top3: [DHT22, DHT11, DS18B20] },
    { q: 'ஈரப்பதம் சென்சார்', top3: [DHT11, DHT22, BME280] },
    { q: 'தூரம் சென்சார்', top3: [HC_SR04, VL53L0X] },
    { q: 'சர்வோ மோட்டார்', top3: [SG90, MG996R] },
    { q: 'esp32 கேமரா', top3: [ESP32_CAM] },
    { q: 'ரிலே மாட்யூல்', top3: [RELAY_1, RELAY_4, RELAY_SSR] },
    { q: 'மின்கலம் சார்ஜர்', top3: [TP4056] },
    { q: 'ஸ்டெப்பர் மோட்டார்', top3: [NEMA17, BYJ48] },
    { q: 'பிரெட்போர்டு', top3: ['830-point-solderless-breadboard', MB102] },
    { q: 'அசைவு சென்சார்', top3: [PIR] },
    { q: 'மண் ஈரப்பதம் சென்சார்', top3: [SOIL] },
    { q: 'ஜிபிஎஸ் மாட்யூல்', top3: [NEO6M] },
    { q: 'arduinoக்கான மோட்டார் டிரைவர்', top3: [L293D, L298N] },
  ]),

  // Nothing the shop sells: these may come back empty.
  ...ofKind('out of catalogue', [
    { q: 'saree', none: true, top3: [] },
    { q: 'paneer tikka', none: true, top3: [] },
    { q: 'yoga mat', none: true, top3: [] },
    { q: 'gold necklace', none: true, top3: [] },
  ]),
];

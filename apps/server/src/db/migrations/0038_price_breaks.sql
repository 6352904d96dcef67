ALTER TABLE "products" ADD COLUMN "price_breaks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- A shop seeded before products had price breaks gets the bulk-orders page's promise on the sample
-- products (seed/catalogue-price-breaks.data.ts): 10+ at 5% off and 50+ at 8% off their price now,
-- each rounded down to a whole rupee, a tier that would not fall left out. Products of the shop's own
-- keep none until staff give them some.
UPDATE "products" SET "price_breaks" =
  CASE WHEN "tier"."ten" > 0 AND "tier"."ten" < "products"."price_paise"
    THEN jsonb_build_array(jsonb_build_object('min_quantity', 10, 'price', "tier"."ten")) ELSE '[]'::jsonb END
  || CASE WHEN "tier"."fifty" > 0 AND "tier"."fifty" < "tier"."ten"
    THEN jsonb_build_array(jsonb_build_object('min_quantity', 50, 'price', "tier"."fifty")) ELSE '[]'::jsonb END
FROM (
  SELECT "id", ("price_paise" * 95 / 10000) * 100 AS "ten", ("price_paise" * 92 / 10000) * 100 AS "fifty"
  FROM "products"
) AS "tier"
WHERE "tier"."id" = "products"."id" AND "products"."price_breaks" = '[]'::jsonb AND "products"."slug" IN (
  'arduino-uno-r3', 'arduino-uno-r3-compatible-board-ch340', 'arduino-uno-r4-wifi', 'arduino-uno-r4-minima',
  'arduino-nano', 'arduino-nano-compatible-board-ch340-usb-c', 'arduino-nano-every',
  'arduino-mega-2560-rev3', 'arduino-mega-2560-compatible-board-ch340', 'raspberry-pi-4-model-b-4gb',
  'raspberry-pi-5-8gb', 'raspberry-pi-5-4gb', 'raspberry-pi-zero-2-w', 'raspberry-pi-pico',
  'raspberry-pi-pico-w', 'raspberry-pi-pico-2', 'raspberry-pi-camera-module-3', 'esp32-development-kit',
  'nodemcu-esp8266-v3-ch340', 'esp32-cam-wi-fi-module-with-ov2640-camera',
  'espressif-esp32-s3-devkitc-1-n8r8', 'esp32-c3-supermini', 'd1-mini-esp8266-development-board',
  'seeed-studio-xiao-esp32s3', 'espressif-esp32-c6-devkitc-1', 'hc-sr04-ultrasonic-distance-sensor',
  'dht22-temperature-and-humidity-sensor-module', 'dht11-temperature-and-humidity-sensor-module',
  'ds18b20-waterproof-temperature-sensor-probe', 'hc-sr501-pir-motion-sensor',
  'mpu6050-6-axis-gyroscope-and-accelerometer-module', 'bme280-temperature-humidity-and-pressure-sensor',
  'vl53l0x-time-of-flight-laser-distance-sensor', 'mq-2-gas-and-smoke-sensor-module',
  'capacitive-soil-moisture-sensor-v1-2', 'towerpro-sg90-micro-servo-motor',
  'towerpro-mg996r-metal-gear-servo-motor', 'l298n-dual-h-bridge-motor-driver-module',
  'l293d-motor-driver-shield-for-arduino', 'a4988-stepper-motor-driver-module',
  'nema-17-stepper-motor-17hs4401', '28byj-48-stepper-motor-with-uln2003-driver-board',
  'tb6612fng-dual-motor-driver-module', 'n20-6v-300-rpm-micro-metal-gear-motor',
  '16x2-lcd-display-with-blue-backlight', '20x4-i2c-lcd-display-module',
  '0-96-inch-oled-display-module-i2c-ssd1306', '1-3-inch-oled-display-module-i2c-sh1106',
  '2-4-inch-tft-touch-screen-shield-for-arduino', 'raspberry-pi-touch-display-2',
  'waveshare-2-13-inch-e-paper-display-hat-for-raspberry-pi', 'max7219-8x8-dot-matrix-led-display-module',
  'smart-home-iot-kit', 'esp32-iot-weather-station-kit', '4-channel-5v-relay-module-with-optocoupler',
  '1-channel-5v-relay-module', '2-channel-solid-state-relay-module-omron-g3mb-202p', 'arduino-nano-33-iot',
  'pzem-004t-v3-0-ac-energy-meter-module-100a', 'yf-s201-water-flow-sensor',
  '2wd-smart-robot-car-chassis-kit', '4wd-smart-robot-car-chassis-kit', 'bo-motor-150-rpm-dual-shaft',
  'bo-motor-wheel-65-mm-pair', 'mecanum-wheel-60-mm-set-of-4', '5-channel-ir-line-tracking-sensor-module',
  'ir-obstacle-avoidance-sensor-module', '6-dof-aluminium-robotic-arm-kit-with-mg996r-servos',
  'pca9685-16-channel-12-bit-pwm-servo-driver', 'arduino-starter-kit', 'uno-r3-super-starter-kit-compatible',
  'raspberry-pi-5-8gb-starter-kit', 'nvidia-jetson-orin-nano-super-developer-kit',
  'stm32-nucleo-f401re-development-board', 'bbc-micro-bit-v2-2', '37-in-1-sensor-module-kit',
  'seeed-studio-grove-beginner-kit-for-arduino', 'hc-05-bluetooth-module', 'hm-10-ble-4-0-bluetooth-module',
  'nrf24l01-2-4-ghz-wireless-transceiver-module', 'ai-thinker-ra-02-sx1278-lora-module-433-mhz',
  'neo-6m-gps-module-with-antenna', 'sim800l-gsm-gprs-module', 'rc522-rfid-reader-module-with-card-and-tag',
  'esp-01s-esp8266-wi-fi-module', 'raspberry-pi-27w-usb-c-power-supply',
  '18650-li-ion-rechargeable-cell-3-7v-2600-mah', 'orange-2200-mah-2s-30c-lipo-battery',
  'tp4056-li-ion-charger-module-usb-c-with-protection', 'lm2596-dc-dc-buck-converter-module',
  'mt3608-dc-dc-boost-converter-module', 'mb102-breadboard-power-supply-module', '6v-2w-mini-solar-panel',
  '12v-2a-dc-power-adapter', '830-point-solderless-breadboard', 'jumper-wire-set-120-pcs-20-cm',
  'dt9205a-digital-multimeter', 'uni-t-ut139c-true-rms-digital-multimeter',
  '60w-digital-temperature-controlled-soldering-station', 'soldron-25w-soldering-iron',
  'solder-wire-60-40-0-8-mm-50-g', '5mm-led-assortment-kit-100-pcs',
  'double-sided-pcb-prototype-board-kit-8-pcs', 'stm32f103c8t6-blue-pill-development-board',
  'weact-stm32f411ceu6-black-pill-development-board',
  'atmega328p-pu-microcontroller-with-arduino-bootloader', 'attiny85-20pu-microcontroller',
  'lm358-dual-op-amp-ic-pack-of-5', '74hc595-shift-register-ic-pack-of-5', 'ne555-timer-ic-pack-of-10',
  'irf520-mosfet-driver-module', 'ads1115-16-bit-adc-breakout-board'
);

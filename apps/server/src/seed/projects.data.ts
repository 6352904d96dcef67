import type { ProjectCategoryId } from '@makerbazaar/core';

export interface SeedProject {
  /** kebab-case, unique, never one of the project category ids (they share /projects/{id}). */
  slug: string;
  title: string;
  /** What it does, who it suits, and anything needed that the shop does not sell. */
  description: string;
  /** `images/projects/<image>.svg`. */
  image: string;
  category: ProjectCategoryId;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  estimatedTime: string;
  isFeatured: boolean;
  tags: string[];
  /** 4-8 steps a maker can follow: wiring, libraries, code outline, testing. */
  steps: { title: string; body: string }[];
  /** Catalogue product slugs (seed/catalogue.data.ts) and how many the build needs. */
  parts: { slug: string; quantity: number }[];
}

export const SEED_PROJECTS: SeedProject[] = [
  {
    slug: 'esp32-bme280-weather-station',
    title: 'ESP32 Weather Station with BME280 and OLED',
    description:
      'A desk-sized weather station that shows temperature, humidity and air pressure on a small OLED and serves the same readings as a web page and JSON on your Wi-Fi. It is the classic first ESP32 build: one I2C bus, two modules, four wires each, and a sketch you can extend into a logger or a Home Assistant sensor. You also need a micro-USB data cable.',
    image: 'esp32-weather-station',
    category: 'iot-projects',
    difficulty: 'Beginner',
    estimatedTime: '3 hours',
    isFeatured: true,
    tags: ['ESP32', 'BME280', 'OLED', 'I2C', 'Wi-Fi', 'Web server'],
    steps: [
      {
        title: 'Set up the Arduino IDE for the ESP32',
        body: 'Install Arduino IDE 2. In File → Preferences add the Espressif board URL https://espressif.github.io/arduino-esp32/package_esp32_index.json, then install "esp32 by Espressif Systems" from the Boards Manager. Plug the board in with a data (not charge-only) cable, choose "ESP32 Dev Module" and the new COM port, and upload the Blink example to check the toolchain. If no port appears, install the CP210x or CH340 USB driver.',
      },
      {
        title: 'Wire both modules to one I2C bus',
        body: 'Place the ESP32 across the centre of the breadboard. Connect the BME280: VIN to 3V3, GND to GND, SDA to GPIO21, SCL to GPIO22. Connect the OLED to the same four rails: VCC to 3V3, GND to GND, SDA to GPIO21, SCL to GPIO22. The BME280 board is 3.3 V only, so never take its supply from the 5V/VIN pin. Both modules share the bus because they have different addresses: OLED 0x3C, BME280 0x76 (0x77 on some boards).',
      },
      {
        title: 'Install the libraries and scan the bus',
        body: 'From the Library Manager install Adafruit BME280, Adafruit Unified Sensor, Adafruit SSD1306 and Adafruit GFX. Run an I2C scanner sketch (Wire.begin(21, 22), then try every address 1–126 with Wire.beginTransmission/endTransmission) and open the Serial Monitor at 115200 baud: you should see 0x3C and 0x76. Nothing found means a swapped SDA/SCL or a loose ground.',
      },
      {
        title: 'Read the sensor and draw the screen',
        body: 'In setup() call Wire.begin(21, 22), bme.begin(0x76) and display.begin(SSD1306_SWITCHCAPVCC, 0x3C). In loop(), every 2 seconds (use millis(), not delay()) read bme.readTemperature(), bme.readHumidity() and bme.readPressure() / 100.0F for hPa. Clear the display, print the temperature large with setTextSize(2) and humidity and pressure below it at size 1, then call display.display().',
      },
      {
        title: 'Serve the readings over Wi-Fi',
        body: 'Add WiFi.h and WebServer.h. Connect with WiFi.begin(ssid, password) and show the IP address on the OLED once WiFi.status() is WL_CONNECTED. Register server.on("/", …) to return a small HTML page that refreshes every 10 seconds and server.on("/api", …) to return JSON such as {"temperature":27.4,"humidity":61,"pressure":1008.6}. Call server.handleClient() at the top of loop().',
      },
      {
        title: 'Test and place it well',
        body: 'Compare the temperature with a room thermometer after 10 minutes. The ESP32 warms the air around it by 1–2 °C, so move the BME280 5–10 cm away on jumper wires and use bme.setSampling() in forced mode with one reading a minute. Open http://<ip>/api from your phone to check the JSON, and keep the station away from windows in direct sun.',
      },
    ],
    parts: [
      { slug: 'esp32-development-kit', quantity: 1 },
      { slug: 'bme280-temperature-humidity-and-pressure-sensor', quantity: 1 },
      { slug: '0-96-inch-oled-display-module-i2c-ssd1306', quantity: 1 },
      { slug: '830-point-solderless-breadboard', quantity: 1 },
      { slug: 'jumper-wire-set-120-pcs-20-cm', quantity: 1 },
    ],
  },
  {
    slug: 'line-following-robot',
    title: 'Line-Following Robot with PID Steering',
    description:
      'A two-wheel robot that follows a black line on white chart paper, steering smoothly with a PID loop over a five-sensor infrared array. It teaches motor drivers, sensor calibration and control tuning, and is the entry ticket to college line-follower competitions. Also needed: a two-cell 18650 battery holder with a switch, and black electrical tape for the track.',
    image: 'line-following-robot',
    category: 'robotics-projects',
    difficulty: 'Intermediate',
    estimatedTime: '6 hours',
    isFeatured: true,
    tags: ['Arduino', 'PID', 'IR sensor', 'L298N', 'Competition'],
    steps: [
      {
        title: 'Assemble the chassis',
        body: 'Screw the two BO motors to the acrylic base with the supplied brackets, press on the 65 mm wheels and fit the caster at the front. Solder a short red and black wire to each motor’s tabs before mounting them; twisting the wires and adding a 0.1 µF capacitor across each motor cuts the electrical noise that can reset the Uno. Leave the kit’s AA holder off: this build runs on two 18650 cells.',
      },
      {
        title: 'Mount the sensor array',
        body: 'Fix the 5-channel IR board at the front, 5–10 mm above the floor and centred on the robot; spacers or a strip of acrylic work well. Connect VCC to 5V, GND to GND and the outputs S1–S5 to A0–A4 (used here as digital inputs). Each channel’s LED lights over white and goes dark over black: turn the blue trim pots until that is true on your own tape and paper.',
      },
      {
        title: 'Wire the motor driver and power',
        body: 'Connect the left motor to OUT1/OUT2 and the right one to OUT3/OUT4 of the L298N. Link ENA to D5, IN1 to D7, IN2 to D8, IN3 to D9, IN4 to D10 and ENB to D6 (remove the ENA/ENB jumpers so PWM speed control works). Battery positive goes to the L298N 12V terminal and to the Uno’s VIN, battery negative to GND on both, so every ground is shared. Unplug USB before switching the battery on.',
      },
      {
        title: 'Check each motor and sensor',
        body: 'Upload a test sketch that drives each wheel forward then backward for one second with analogWrite(ENA, 150). If a wheel turns the wrong way, swap its two motor wires. Then print the five sensor bits to the Serial Monitor as 00100-style strings while you slide the robot across the line by hand.',
      },
      {
        title: 'Write the PID loop',
        body: 'Turn the sensor bits into a position from −2 to +2 (for example, weight the sensors −2, −1, 0, 1, 2 and average those that see black). error = position; correction = Kp × error + Ki × sum of errors + Kd × (error − lastError). Set the left speed to base + correction and the right to base − correction, constrained to 0–255. When every sensor sees white, keep turning in the direction of the last error to find the line again.',
      },
      {
        title: 'Tune it on a real track',
        body: 'Lay a loop of 18–20 mm black tape on white chart paper with gentle curves first. Start with base speed 120, Kp = 25, Ki = 0, Kd = 0: raise Kp until the robot follows but wobbles, then add Kd (start near 10 × Kp) to damp the wobble. Only add a small Ki if it drifts to one side on long straights. Raise the base speed once it completes three laps without leaving the line.',
      },
    ],
    parts: [
      { slug: 'arduino-uno-r3-compatible-board-ch340', quantity: 1 },
      { slug: '2wd-smart-robot-car-chassis-kit', quantity: 1 },
      { slug: '5-channel-ir-line-tracking-sensor-module', quantity: 1 },
      { slug: 'l298n-dual-h-bridge-motor-driver-module', quantity: 1 },
      { slug: '18650-li-ion-rechargeable-cell-3-7v-2600-mah', quantity: 2 },
      { slug: 'jumper-wire-set-120-pcs-20-cm', quantity: 1 },
    ],
  },
  {
    slug: 'pi-hole-network-ad-blocker',
    title: 'Pi-hole Network Ad Blocker with a Stats Screen',
    description:
      'Turn a Raspberry Pi 4 into a DNS server that blocks ads and trackers for every phone, TV and laptop on your home network, with a small OLED showing how many queries it blocked today. Setup takes an evening and the Pi then runs for months without attention. Also needed: a 16 GB or larger microSD card and an Ethernet cable to your router.',
    image: 'pi-hole-ad-blocker',
    category: 'raspberry-pi-projects',
    difficulty: 'Beginner',
    estimatedTime: '2 hours',
    isFeatured: true,
    tags: ['Raspberry Pi', 'Pi-hole', 'DNS', 'Networking', 'Linux', 'OLED'],
    steps: [
      {
        title: 'Flash Raspberry Pi OS Lite',
        body: 'In Raspberry Pi Imager choose Raspberry Pi 4, "Raspberry Pi OS Lite (64-bit)" and your microSD card. Open the settings (the gear or Ctrl+Shift+X), set a hostname such as pihole, a user name and password, your Wi-Fi country IN, and enable SSH with password login. Write the card, put it in the Pi, connect Ethernet and the power supply.',
      },
      {
        title: 'Give the Pi a fixed address',
        body: 'Find the Pi in your router’s list of connected devices and reserve that address for it (DHCP reservation, often under LAN or DHCP settings), for example 192.168.1.2. Log in with ssh <user>@pihole.local, then run sudo apt update && sudo apt full-upgrade -y and reboot.',
      },
      {
        title: 'Install Pi-hole',
        body: 'Run curl -sSL https://install.pi-hole.net | bash and accept the defaults: the eth0 interface, an upstream DNS such as Cloudflare or Quad9, the default blocklist and the web admin interface. When it finishes, set the admin password with pihole setpassword and open http://192.168.1.2/admin in a browser.',
      },
      {
        title: 'Point your network at it',
        body: 'In the router’s DHCP settings set the primary DNS server to the Pi’s address and remove any secondary DNS (devices would otherwise skip the Pi). Reconnect a phone to Wi-Fi to pick up the change. Test from a laptop with nslookup doubleclick.net 192.168.1.2: a blocked domain answers 0.0.0.0. If a site you need breaks, whitelist its domain from the Query Log.',
      },
      {
        title: 'Add the OLED stats screen',
        body: 'Enable I2C with sudo raspi-config (Interface Options → I2C). Wire the OLED with female-female jumpers: VCC to pin 1 (3.3V), GND to pin 6, SDA to pin 3 (GPIO2), SCL to pin 5 (GPIO3); i2cdetect -y 1 should show 3c. Install python3-luma.oled (or pip install luma.oled in a virtual environment) and write a short script that reads today’s totals from the Pi-hole API (/api/stats/summary, authenticated with an app password created under Settings → Web interface / API) and draws "Queries", "Blocked" and the percentage every 30 seconds.',
      },
      {
        title: 'Run it at boot and keep it updated',
        body: 'Create a systemd service for the stats script with Restart=always and enable it with sudo systemctl enable --now pihole-oled. Update Pi-hole with pihole -up and the blocklists with pihole -g once a month. Shut down with sudo poweroff before unplugging, to protect the SD card.',
      },
    ],
    parts: [
      { slug: 'raspberry-pi-4-model-b-4gb', quantity: 1 },
      { slug: 'raspberry-pi-27w-usb-c-power-supply', quantity: 1 },
      { slug: '0-96-inch-oled-display-module-i2c-ssd1306', quantity: 1 },
      { slug: 'jumper-wire-set-120-pcs-20-cm', quantity: 1 },
    ],
  },
  {
    slug: 'smart-plant-watering-system',
    title: 'Smart Plant Watering System',
    description:
      'A capacitive soil-moisture probe tells an Arduino Nano when a pot is dry, and a relay runs a small pump for a few seconds until the soil is moist again. It keeps balcony plants alive through a week away and is a gentle introduction to sensors, relays and calibration. Also needed: a 3–6 V mini submersible pump with a metre of 6 mm tubing, and a water container.',
    image: 'smart-plant-watering',
    category: 'automation-projects',
    difficulty: 'Beginner',
    estimatedTime: '3 hours',
    isFeatured: true,
    tags: ['Arduino', 'Soil moisture', 'Relay', 'Pump', 'Gardening'],
    steps: [
      {
        title: 'Build the power rail',
        body: 'Plug the MB102 power module into one end of the breadboard and set both its jumpers to 5V. Feed it from the 12V adapter. Run the 5V rail to the Nano’s 5V pin and GND to GND, so the Nano, relay and pump share one supply; power the Nano over USB only while the adapter is unplugged.',
      },
      {
        title: 'Wire the sensor and the relay',
        body: 'Connect the soil sensor’s VCC to 5V, GND to GND and AOUT to A0. Connect the relay module’s VCC to 5V, GND to GND and IN to D7, and set its trigger jumper to high level. The pump goes through the relay contacts: 5V rail to COM, NO to the pump’s red wire, and the pump’s black wire to GND. The relay stays open (pump off) if the Nano resets.',
      },
      {
        title: 'Calibrate dry and wet',
        body: 'Print analogRead(A0) to the Serial Monitor every second. Note the value with the probe in air (dry, around 520–600) and pushed into freshly watered soil up to the line (wet, around 250–300). Your numbers will differ with soil and pot, which is why this step matters. Only the part below the line goes into soil: the electronics on top are not waterproof.',
      },
      {
        title: 'Write the watering logic',
        body: 'Map the reading to a moisture percentage with map(reading, dry, wet, 0, 100) and constrain it to 0–100. Every 10 minutes (millis()), if moisture is under 35%, switch the relay on for 3 seconds, then wait at least 5 minutes for the water to soak in before measuring again. The wait stops the pump from flooding the pot while water is still spreading through the soil.',
      },
      {
        title: 'Add safety limits',
        body: 'Count the pump runs and refuse more than 6 in 24 hours: a probe pulled out of the pot reads "dry" forever and would otherwise empty the tank onto the floor. Blink the Nano’s on-board LED (D13) fast when the limit is reached so you notice. Keep the container lower than the pot so water cannot siphon when the pump stops.',
      },
      {
        title: 'Test and install',
        body: 'Test with a cup of water before the real plant: dry the probe with a cloth, watch the pump run for 3 seconds and stop. Then push the probe in 5 cm from the stem, fix the tube to the soil with a bent wire, and keep the electronics in a box away from splashes. Check the moisture values again after a day and adjust the 35% threshold for your plant.',
      },
    ],
    parts: [
      { slug: 'arduino-nano-compatible-board-ch340-usb-c', quantity: 1 },
      { slug: 'capacitive-soil-moisture-sensor-v1-2', quantity: 1 },
      { slug: '1-channel-5v-relay-module', quantity: 1 },
      { slug: 'mb102-breadboard-power-supply-module', quantity: 1 },
      { slug: '12v-2a-dc-power-adapter', quantity: 1 },
      { slug: '830-point-solderless-breadboard', quantity: 1 },
      { slug: 'jumper-wire-set-120-pcs-20-cm', quantity: 1 },
    ],
  },
  {
    slug: 'wifi-oled-clock',
    title: 'Wi-Fi Synced OLED Desk Clock',
    description:
      'A small desk clock that sets itself from internet time servers over Wi-Fi and never drifts, showing large digits, the date and a seconds bar on a 1.3 inch OLED. It needs no real-time-clock chip and no buttons, and makes a tidy first ESP8266 project for an afternoon.',
    image: 'wifi-oled-clock',
    category: 'iot-projects',
    difficulty: 'Beginner',
    estimatedTime: '2 hours',
    isFeatured: false,
    tags: ['ESP8266', 'NTP', 'OLED', 'U8g2', 'Wi-Fi'],
    steps: [
      {
        title: 'Add ESP8266 support to the IDE',
        body: 'In Arduino IDE 2, add http://arduino.esp8266.com/stable/package_esp8266com_index.json to the board manager URLs and install "esp8266 by ESP8266 Community". Select "LOLIN(WEMOS) D1 R2 & mini" and the board’s port. Upload Blink to check it: the on-board LED is on GPIO2 and lights when the pin is LOW.',
      },
      {
        title: 'Connect the display',
        body: 'Solder the header pins to the D1 Mini if they are loose. Wire the OLED with four female-female jumpers: VCC to 3V3, GND to G, SCL to D1 (GPIO5) and SDA to D2 (GPIO4). These are the ESP8266’s default I2C pins, so Wire needs no arguments.',
      },
      {
        title: 'Install U8g2 and say hello',
        body: 'Install the U8g2 library. This display uses the SH1106 controller, so create it with U8G2_SH1106_128X64_NONAME_F_HW_I2C u8g2(U8G2_R0, U8X8_PIN_NONE); the SSD1306 drivers would show a picture shifted by two pixels. Call u8g2.begin(), then draw "Hello" with u8g2_font_ncenB14_tr between clearBuffer() and sendBuffer().',
      },
      {
        title: 'Get the time from NTP',
        body: 'Connect with WiFi.begin(ssid, password). Call configTime(19800, 0, "in.pool.ntp.org", "pool.ntp.org") for India’s UTC+5:30 (19,800 seconds) with no daylight saving. Wait until time(nullptr) is later than 1 January 2024, then use localtime_r() to get hours, minutes, seconds, the day and the month. The ESP8266 re-syncs on its own every hour.',
      },
      {
        title: 'Draw the clock face',
        body: 'Once a second, draw HH:MM with the large u8g2_font_logisoso32_tn font centred on the top, the date as "Sat 21 Nov" in a small font below, and a 2-pixel bar along the bottom whose width is seconds × 128 / 60. Use strftime() to format the strings and a millis() check so the loop never blocks on delay().',
      },
      {
        title: 'Finish it',
        body: 'Lower the contrast between 11 PM and 6 AM with u8g2.setContrast(10) so it does not light up the bedroom. Show "No Wi-Fi" if the connection drops and reconnect in the background. Stand the clock in a small 3D-printed or card case and power it from any USB phone charger.',
      },
    ],
    parts: [
      { slug: 'd1-mini-esp8266-development-board', quantity: 1 },
      { slug: '1-3-inch-oled-display-module-i2c-sh1106', quantity: 1 },
      { slug: 'jumper-wire-set-120-pcs-20-cm', quantity: 1 },
    ],
  },
  {
    slug: 'obstacle-avoiding-robot-car',
    title: 'Obstacle-Avoiding 4WD Robot Car',
    description:
      'A four-wheel-drive car that drives on its own, stops before walls and furniture, looks left and right with an ultrasonic sensor on a servo, and turns towards the more open side. A motor shield keeps the wiring short, which makes this the friendliest first robot. Also needed: a two-cell 18650 battery holder with a switch.',
    image: 'obstacle-avoiding-car',
    category: 'robotics-projects',
    difficulty: 'Beginner',
    estimatedTime: '4 hours',
    isFeatured: false,
    tags: ['Arduino', 'HC-SR04', 'Servo', 'L293D shield', '4WD'],
    steps: [
      {
        title: 'Build the two-deck chassis',
        body: 'Fix the four BO motors to the lower deck, wheels outwards, and route their wires up through the centre hole. Mount the Uno on the upper deck with spacers and plug the L293D motor shield on top of it, pressing every pin fully home. Hot-glue the SG90 servo to the front edge of the top deck with its shaft pointing up.',
      },
      {
        title: 'Connect motors, servo and sensor',
        body: 'Screw the front-left, rear-left, rear-right and front-right motors to M1, M2, M3 and M4. Plug the servo into the SERVO_2 header (pin 9). Mount the HC-SR04 on the servo horn with a small bracket or double-sided tape and wire it with female-male jumpers: VCC to 5V, GND to GND, TRIG to A0 and ECHO to A1, which the shield leaves free.',
      },
      {
        title: 'Power it safely',
        body: 'Connect the two-cell 18650 holder (7.4 V) to the shield’s EXT_PWR terminal with the PWR jumper fitted, so one battery runs both the motors and the Uno. Check the polarity twice before switching on: reversing it can destroy the shield. Charge the cells fully before the first run.',
      },
      {
        title: 'Test the motors and the servo',
        body: 'Install the "Adafruit Motor Shield library" (AFMotor, v1) and the Servo library. Create AF_DCMotor m1(1) … m4(4), set each to speed 180 and run them FORWARD for one second; swap the wires of any motor that turns backwards. Sweep the servo from 30° to 150° to check the sensor has a clear view.',
      },
      {
        title: 'Write the avoidance logic',
        body: 'Measure distance with a 10 µs pulse on TRIG and pulseIn(ECHO, HIGH, 30000) / 58 for centimetres. Drive forward while the distance is over 25 cm. When it drops below, stop, reverse for 300 ms, turn the servo to 30° and 150° and measure both sides, then spin towards the side with more room for about 400 ms and drive on. Take the median of three readings to ignore stray echoes.',
      },
      {
        title: 'Try it on a real floor',
        body: 'Start in an open room with cardboard boxes as obstacles. If it turns too little or too much, adjust the spin time; if it brushes walls, raise the 25 cm limit. Soft furniture and thin chair legs reflect sound poorly, so expect the odd bump: that is the HC-SR04’s limit, not your code.',
      },
    ],
    parts: [
      { slug: 'arduino-uno-r3-compatible-board-ch340', quantity: 1 },
      { slug: '4wd-smart-robot-car-chassis-kit', quantity: 1 },
      { slug: 'l293d-motor-driver-shield-for-arduino', quantity: 1 },
      { slug: 'hc-sr04-ultrasonic-distance-sensor', quantity: 1 },
      { slug: 'towerpro-sg90-micro-servo-motor', quantity: 1 },
      { slug: '18650-li-ion-rechargeable-cell-3-7v-2600-mah', quantity: 2 },
      { slug: 'jumper-wire-set-120-pcs-20-cm', quantity: 1 },
    ],
  },
  {
    slug: 'gesture-controlled-robot-arm',
    title: 'Gesture-Controlled 6-DOF Robot Arm',
    description:
      'Tilt your hand and a six-axis aluminium arm follows: a motion sensor on a glove sends its angles over a 2.4 GHz radio link to an Arduino that drives six metal-gear servos through a PCA9685. A favourite final-year project that covers sensor fusion, wireless links and servo power. Also needed: a 6 V supply rated 5 A or more for the servos, two 10 µF capacitors for the radios, an 18650 holder and a glove.',
    image: 'gesture-robot-arm',
    category: 'robotics-projects',
    difficulty: 'Advanced',
    estimatedTime: '12 hours',
    isFeatured: false,
    tags: ['Arduino', 'MPU6050', 'nRF24L01', 'PCA9685', 'Servo', 'Wireless'],
    steps: [
      {
        title: 'Assemble the arm and centre every servo',
        body: 'Before fitting any horn, connect each MG996R in turn to the PCA9685 and command 90° so it sits mid-travel. Then assemble the base, shoulder, elbow, wrist pitch, wrist roll and gripper brackets following the kit drawing, fitting each horn with the joint in its middle position. Skipping this is the usual cause of an arm that hits its own frame.',
      },
      {
        title: 'Wire the arm controller',
        body: 'Connect the PCA9685 to the Uno: VCC to 5V, GND to GND, SDA to A4, SCL to A5. Plug the servos into channels 0–5 (base to gripper). Feed servo power from the 6 V, 5 A supply into the PCA9685’s V+ terminal block, never from the Uno; six MG996Rs can draw over 10 A at stall. Join the supply’s ground to the Uno’s ground. Wire one nRF24L01 to the Uno: CE to D9, CSN to D10, SCK D13, MOSI D11, MISO D12, VCC to 3.3V.',
      },
      {
        title: 'Build the glove transmitter',
        body: 'On the glove, the Nano reads the MPU6050 over I2C (SDA A4, SCL A5, VCC 5V) and sends over the second nRF24L01, wired like the first: CE to D9, CSN to D10, SCK D13, MOSI D11, MISO D12, VCC to 3.3V only. Solder a 10 µF capacitor across each radio’s VCC and GND, or the link drops out. Power the glove from an 18650 cell charged by the TP4056 and boosted to 5 V by the MT3608 (set its trimmer to 5.0 V with a multimeter before connecting the Nano’s 5V pin).',
      },
      {
        title: 'Turn hand motion into angles',
        body: 'Install the MPU6050 (Electronic Cats) and RF24 (TMRh20) libraries. On the glove compute pitch and roll from the accelerometer with atan2(), blended with the gyro in a complementary filter (angle = 0.96 × (angle + gyro × dt) + 0.04 × accelAngle) to stop the jitter. Send a small struct {int8_t pitch, roll, grip; uint8_t mode;} 30 times a second on the same channel and address as the receiver.',
      },
      {
        title: 'Drive the servos smoothly',
        body: 'On the arm, read each packet and map pitch to the shoulder, roll to the base and grip to the gripper, with a mode value switching the glove between base/shoulder and elbow/wrist joints. Use the Adafruit PWM Servo Driver library at 50 Hz and convert degrees to pulse counts with map(angle, 0, 180, 110, 510). Move each servo at most 2° per update so the arm glides instead of jerking.',
      },
      {
        title: 'Add a fail-safe and test',
        body: 'If no packet arrives for 500 ms, hold every servo where it is. Test joint by joint with the arm clamped to a table, the gripper empty and your hand near the power switch. Then try a pick-and-place: lift a foam block from one box into another, and tune the filter weight and the step limit until it feels natural.',
      },
    ],
    parts: [
      { slug: '6-dof-aluminium-robotic-arm-kit-with-mg996r-servos', quantity: 1 },
      { slug: 'pca9685-16-channel-12-bit-pwm-servo-driver', quantity: 1 },
      { slug: 'arduino-uno-r3-compatible-board-ch340', quantity: 1 },
      { slug: 'arduino-nano-compatible-board-ch340-usb-c', quantity: 1 },
      { slug: 'mpu6050-6-axis-gyroscope-and-accelerometer-module', quantity: 1 },
      { slug: 'nrf24l01-2-4-ghz-wireless-transceiver-module', quantity: 2 },
      { slug: '18650-li-ion-rechargeable-cell-3-7v-2600-mah', quantity: 1 },
      { slug: 'tp4056-li-ion-charger-module-usb-c-with-protection', quantity: 1 },
      { slug: 'mt3608-dc-dc-boost-converter-module', quantity: 1 },
      { slug: 'jumper-wire-set-120-pcs-20-cm', quantity: 1 },
    ],
  },
  {
    slug: 'rfid-door-lock',
    title: 'RFID Door Lock for a Cupboard or Drawer',
    description:
      'Tap an authorised card or key tag and a servo slides back a bolt; any other card is refused with a message on the OLED. New cards are enrolled with a master card, so there is nothing to change in the code. Built for a cupboard, drawer or locker door; a small barrel bolt and a few screws are also needed.',
    image: 'rfid-door-lock',
    category: 'arduino-projects',
    difficulty: 'Intermediate',
    estimatedTime: '4 hours',
    isFeatured: false,
    tags: ['Arduino', 'RFID', 'RC522', 'Servo', 'EEPROM', 'Security'],
    steps: [
      {
        title: 'Wire the RC522 reader',
        body: 'The RC522 is a 3.3 V module: connect its 3.3V pin to the Uno’s 3.3V, never to 5V. Then SDA (SS) to D10, SCK to D13, MOSI to D11, MISO to D12, RST to D9 and GND to GND; leave IRQ unconnected. Keep these wires short, as long SPI wires are the usual reason a reader works on the bench and fails in the cupboard.',
      },
      {
        title: 'Read your first card',
        body: 'Install the MFRC522 library (by GithubCommunity) and run its DumpInfo example. Hold the white card and the blue tag over the reader one at a time and note the 4-byte UIDs shown in the Serial Monitor, for example 93 A1 5C 2E. Choose one as the master card.',
      },
      {
        title: 'Add the servo bolt and the screen',
        body: 'Connect the SG90: brown to GND, red to 5V, orange to D6. Connect the OLED: VCC to 5V, GND to GND, SDA to A4, SCL to A5. Mechanically, glue or screw the servo beside a small barrel bolt and link the horn to the bolt handle with a stiff wire, so 0° is locked and 90° is open. Test the movement by hand before powering it.',
      },
      {
        title: 'Store cards in EEPROM',
        body: 'Keep the authorised UIDs in EEPROM: byte 0 is the number of cards, then 4 bytes per card. In loop(), wait for PICC_IsNewCardPresent() and PICC_ReadCardSerial(). If the card is the master, enter enrol mode: the next card is added if unknown or removed if already stored, with "Card added" or "Card removed" on the OLED.',
      },
      {
        title: 'Open, wait, lock',
        body: 'For an authorised UID, show "Welcome", turn the servo to 90°, wait 5 seconds, and return to 0°. For any other card show "Access denied" for 2 seconds. After three denied cards in a minute, ignore the reader for 30 seconds to slow down anyone trying cards at random. Call mfrc522.PICC_HaltA() after each read so one tap opens the lock only once.',
      },
      {
        title: 'Install and test',
        body: 'Mount the reader inside the door: it reads through up to about 3 cm of wood or plastic, so no hole is needed. Power the Uno from a USB charger on a cable long enough to reach. Test every card, the master card’s add and remove, and a power cut: after a restart the bolt must return to locked and all enrolled cards must still work.',
      },
    ],
    parts: [
      { slug: 'arduino-uno-r3-compatible-board-ch340', quantity: 1 },
      { slug: 'rc522-rfid-reader-module-with-card-and-tag', quantity: 1 },
      { slug: 'towerpro-sg90-micro-servo-motor', quantity: 1 },
      { slug: '0-96-inch-oled-display-module-i2c-ssd1306', quantity: 1 },
      { slug: '830-point-solderless-breadboard', quantity: 1 },
      { slug: 'jumper-wire-set-120-pcs-20-cm', quantity: 1 },
    ],
  },
  {
    slug: 'scrolling-led-message-sign',
    title: 'Scrolling LED Message Sign',
    description:
      'Four chained 8×8 LED matrices make a 32×8 pixel sign that scrolls any message you type into the Serial Monitor and remembers it after a power cut. A bright, satisfying first Arduino Nano project for a shop counter, a lab door or a fest stall, powered from any USB charger.',
    image: 'scrolling-led-sign',
    category: 'arduino-projects',
    difficulty: 'Beginner',
    estimatedTime: '2 hours',
    isFeatured: false,
    tags: ['Arduino Nano', 'MAX7219', 'LED matrix', 'MD_Parola', 'EEPROM'],
    steps: [
      {
        title: 'Chain the four matrices',
        body: 'Line the four modules up left to right with their input headers (DIN) on the right. Join each module’s output header to the next one’s input with five short female-female jumpers: VCC to VCC, GND to GND, DOUT to DIN, CS to CS and CLK to CLK. The rightmost module is the first in the chain and receives the Nano’s wires.',
      },
      {
        title: 'Connect the Nano',
        body: 'Put the Nano on the breadboard. Wire the first module: VCC to 5V, GND to GND, DIN to D11, CS to D10 and CLK to D13 (the Nano’s hardware SPI pins). At full brightness 256 LEDs draw more than USB can give, so keep the intensity at 4 or below, or feed the matrices from a separate 5 V 2 A supply with a shared ground.',
      },
      {
        title: 'Install MD_Parola and test',
        body: 'Install the MD_Parola and MD_MAX72XX libraries. Create MD_Parola sign(MD_MAX72XX::FC16_HW, 10, 4) and call sign.begin(), sign.setIntensity(3) and sign.displayText("Hello", PA_CENTER, 50, 2000, PA_SCROLL_LEFT, PA_SCROLL_LEFT). If the letters appear mirrored or in the wrong order, try GENERIC_HW or PAROLA_HW instead of FC16_HW: module makers wire the matrices differently.',
      },
      {
        title: 'Change the message from the Serial Monitor',
        body: 'In loop() call sign.displayAnimate(), and when it returns true restart the animation with sign.displayReset(). Read characters from Serial into a 100-byte buffer until a newline arrives, then copy it into the message the sign shows. Set the Serial Monitor to 9600 baud with "Newline" line endings.',
      },
      {
        title: 'Remember it after a power cut',
        body: 'Save each new message to EEPROM with EEPROM.put() and load it in setup() with EEPROM.get(), falling back to a default text if the first byte is 0xFF (never written). Only write when the text actually changes: EEPROM cells wear out after about 100,000 writes.',
      },
      {
        title: 'Mount it',
        body: 'Stick the chain to a strip of black card or acrylic with a smoked front panel to raise the contrast, hide the Nano behind it, and run a USB cable to a phone charger. Try speeds between 30 and 60 ms per step: slower is easier to read from across a room.',
      },
    ],
    parts: [
      { slug: 'arduino-nano-compatible-board-ch340-usb-c', quantity: 1 },
      { slug: 'max7219-8x8-dot-matrix-led-display-module', quantity: 4 },
      { slug: '830-point-solderless-breadboard', quantity: 1 },
      { slug: 'jumper-wire-set-120-pcs-20-cm', quantity: 1 },
    ],
  },
  {
    slug: 'raspberry-pi-security-camera',
    title: 'Raspberry Pi Motion-Triggered Security Camera',
    description:
      'A Raspberry Pi 4 with the 12 MP Camera Module 3 records a short video clip whenever the PIR sensor sees someone move, names each clip with the date and time, and streams live video to any browser on your network. Everything stays on your own SD card, with no cloud account. Also needed: a 32 GB or larger microSD card.',
    image: 'pi-security-camera',
    category: 'raspberry-pi-projects',
    difficulty: 'Intermediate',
    estimatedTime: '4 hours',
    isFeatured: false,
    tags: ['Raspberry Pi', 'Camera Module 3', 'Picamera2', 'PIR', 'Python', 'Streaming'],
    steps: [
      {
        title: 'Prepare the Pi and the camera',
        body: 'Flash Raspberry Pi OS (64-bit, Bookworm) with Raspberry Pi Imager, enabling SSH and Wi-Fi in its settings. With the Pi switched off, lift the CSI connector latch between the HDMI and audio ports, insert the ribbon with its contacts facing the HDMI ports, and press the latch down. Boot and run rpicam-hello -t 5000, then rpicam-still -o test.jpg to check the camera and its autofocus.',
      },
      {
        title: 'Wire the PIR sensor',
        body: 'Connect the HC-SR501 with female-female jumpers: VCC to pin 2 (5V), GND to pin 6 and OUT to pin 11 (GPIO17). Its output is 3.3 V, safe for the Pi’s GPIO. Set the jumper to repeat trigger (H), turn the time pot fully anti-clockwise (about 5 s) and the sensitivity pot to the middle, and allow a minute after power-up for it to settle.',
      },
      {
        title: 'Record a clip on motion',
        body: 'Picamera2 and gpiozero come with the OS. In Python create Picamera2(), configure it with create_video_configuration(main={"size": (1920, 1080)}) and an H264Encoder at 5 Mbps. Use gpiozero’s MotionSensor(17): on when_motion start recording to a file named like 2026-11-21_18-42-05.h264 in ~/clips, and stop 10 seconds after the last motion. Convert clips to MP4 with ffmpeg -i clip.h264 -c copy clip.mp4 for easy playback.',
      },
      {
        title: 'Stream live video',
        body: 'Add a second, smaller stream (lores, 640×480) to the same configuration and serve it as MJPEG from a small HTTP server, following the mjpeg_server.py example in the Picamera2 repository. Open http://<pi-address>:8000 from a phone on the same Wi-Fi. Do not forward this port to the internet; use a VPN such as Tailscale if you want to watch from outside.',
      },
      {
        title: 'Run it as a service',
        body: 'Wrap the script in a systemd unit with Restart=always so it starts at boot and recovers from errors. Add a daily cron job that deletes clips older than 14 days (find ~/clips -mtime +14 -delete) so the card never fills up.',
      },
      {
        title: 'Position and test',
        body: 'Mount the camera and PIR together high in a corner, looking across the path people take: PIR sensors notice movement across their view far better than towards them. Walk through at different distances and check that each pass makes one clip. Avoid pointing the PIR at windows, heaters or AC vents, which cause false triggers.',
      },
    ],
    parts: [
      { slug: 'raspberry-pi-4-model-b-4gb', quantity: 1 },
      { slug: 'raspberry-pi-camera-module-3', quantity: 1 },
      { slug: 'hc-sr501-pir-motion-sensor', quantity: 1 },
      { slug: 'raspberry-pi-27w-usb-c-power-supply', quantity: 1 },
      { slug: 'jumper-wire-set-120-pcs-20-cm', quantity: 1 },
    ],
  },
  {
    slug: 'kitchen-air-quality-monitor',
    title: 'Kitchen Air-Quality and Gas Leak Monitor',
    description:
      'An Arduino Nano watches the kitchen air with an MQ-2 gas sensor and a DHT22, shows a live gas level, temperature and humidity on an OLED, and flashes a warning when LPG or smoke rises above the level you calibrated in clean air. A practical sensor project that teaches warm-up, calibration and thresholds. It warns early but is not a certified gas alarm.',
    image: 'air-quality-monitor',
    category: 'sensor-projects',
    difficulty: 'Intermediate',
    estimatedTime: '3 hours',
    isFeatured: false,
    tags: ['Arduino Nano', 'MQ-2', 'DHT22', 'OLED', 'Gas sensor', 'Calibration'],
    steps: [
      {
        title: 'Wire the sensors and display',
        body: 'MQ-2: VCC to 5V, GND to GND, AO to A0 (leave DO unused). DHT22 module: + to 5V, − to GND, OUT to D2. OLED: VCC to 5V, GND to GND, SDA to A4, SCL to A5. Power the Nano from a 1 A USB charger: the MQ-2 heater alone draws about 150 mA and a laptop port may sag.',
      },
      {
        title: 'Burn in the MQ-2',
        body: 'A new MQ-2 needs 24–48 hours powered on to stabilise before its readings mean much, and 2–3 minutes of warm-up after every power-on. Run a sketch that prints analogRead(A0) once a second and leave it in a clean, airy room. Expect the reading to fall steadily and then settle.',
      },
      {
        title: 'Calibrate in clean air',
        body: 'Install the DHT sensor library (Adafruit) and the Adafruit SSD1306 and GFX libraries. After warm-up, average 100 readings in clean air and store the result as the baseline in EEPROM when you send "c" from the Serial Monitor. Gas raises the reading, so work with the ratio reading ÷ baseline rather than raw numbers.',
      },
      {
        title: 'Show levels and warnings',
        body: 'Every 2 seconds read the MQ-2 ratio and the DHT22 temperature and humidity (the DHT22 cannot be read faster). Draw three lines on the OLED: Gas as a bar and a number, temperature and humidity. Above a ratio of 1.5 show "CHECK AIR" and above 2.5 show "GAS! Ventilate" in inverted text, blinking. Use a moving average of 5 readings so a whiff from the cooker does not trigger the alarm.',
      },
      {
        title: 'Test it safely',
        body: 'Hold an unlit gas lighter near the sensor and release a little gas for a second: the ratio should jump within a few seconds and fall back within a minute. Never test with an open flame or the stove’s gas. Note the peaks and adjust the two thresholds for your kitchen.',
      },
      {
        title: 'Mount it',
        body: 'LPG is heavier than air, so mount the sensor low, about 30 cm above the floor and within 1–2 m of the cylinder, away from the hob’s direct steam and grease. Keep the mesh cap clear, and recalibrate the baseline every few months as the sensor ages.',
      },
    ],
    parts: [
      { slug: 'arduino-nano-compatible-board-ch340-usb-c', quantity: 1 },
      { slug: 'mq-2-gas-and-smoke-sensor-module', quantity: 1 },
      { slug: 'dht22-temperature-and-humidity-sensor-module', quantity: 1 },
      { slug: '0-96-inch-oled-display-module-i2c-ssd1306', quantity: 1 },
      { slug: '830-point-solderless-breadboard', quantity: 1 },
      { slug: 'jumper-wire-set-120-pcs-20-cm', quantity: 1 },
    ],
  },
  {
    slug: 'ultrasonic-parking-sensor',
    title: 'Ultrasonic Garage Parking Sensor',
    description:
      'Mounted on the garage wall, an HC-SR04 measures how far your car or scooter is and an 8×8 LED matrix shows a shrinking bar that turns into a STOP sign at the distance you set. A quick, genuinely useful build for learning how ultrasonic ranging works, powered from a USB charger.',
    image: 'ultrasonic-parking-sensor',
    category: 'sensor-projects',
    difficulty: 'Beginner',
    estimatedTime: '2 hours',
    isFeatured: false,
    tags: ['Arduino Nano', 'HC-SR04', 'MAX7219', 'Distance', 'Garage'],
    steps: [
      {
        title: 'Wire the sensor and the matrix',
        body: 'HC-SR04: VCC to 5V, GND to GND, TRIG to D3, ECHO to D4. MAX7219 matrix: VCC to 5V, GND to GND, DIN to D11, CS to D10, CLK to D13. Put the Nano on the breadboard and use male-female jumpers for both modules; extend them later with four-core cable when the sensor and the matrix go to different spots on the wall.',
      },
      {
        title: 'Measure the distance',
        body: 'Pull TRIG high for 10 µs, then time the echo with pulseIn(ECHO, HIGH, 25000). Sound travels about 0.0343 cm per microsecond there and back, so distance in cm = duration × 0.0343 / 2, or simply duration / 58. The timeout of 25 ms means "nothing within about 4 m". Print readings to the Serial Monitor and compare with a tape measure.',
      },
      {
        title: 'Steady the readings',
        body: 'Take five readings 30 ms apart, drop the highest and lowest, and average the rest: a single HC-SR04 reading often jumps when the echo bounces off an angled bumper. Ignore values of 0 (no echo) rather than treating them as "touching".',
      },
      {
        title: 'Draw the bar and the STOP sign',
        body: 'Install the LedControl library and create LedControl lc(11, 13, 10, 1); wake it with lc.shutdown(0, false) and lc.setIntensity(0, 8). Map the distance from 200 cm down to the stop distance onto 8 columns and light that many, so the bar fills as the car approaches. At or below the stop distance, draw a solid square or an X and blink it. Clear the matrix after 30 seconds without movement to save power.',
      },
      {
        title: 'Set the stop distance',
        body: 'Park the vehicle where you want it to stop, measure the reading and store it in EEPROM as the stop distance, for example by sending "s" over Serial, or hard-code it once you know it. Add 5 cm of margin for brakes that react a little late.',
      },
      {
        title: 'Mount on the wall',
        body: 'Fix the sensor at bumper height, facing straight out, and the matrix at eye level where the driver can see it. Keep the sensor out of rain and dust, or behind a tube of plastic pipe, and power it from a USB charger on a switched socket.',
      },
    ],
    parts: [
      { slug: 'arduino-nano-compatible-board-ch340-usb-c', quantity: 1 },
      { slug: 'hc-sr04-ultrasonic-distance-sensor', quantity: 1 },
      { slug: 'max7219-8x8-dot-matrix-led-display-module', quantity: 1 },
      { slug: '830-point-solderless-breadboard', quantity: 1 },
      { slug: 'jumper-wire-set-120-pcs-20-cm', quantity: 1 },
    ],
  },
  {
    slug: 'esp32-home-automation-relay-board',
    title: 'ESP32 Home Automation Relay Board',
    description:
      'Switch four lights or fans from your phone: an ESP32 serves a control page over Wi-Fi and drives an opto-isolated four-channel relay board, restoring each switch to where it was after a power cut. It can also join Home Assistant through ESPHome. Works with mains appliances, so the last step covers wiring it safely; have an electrician connect anything to household wiring.',
    image: 'home-automation-relay',
    category: 'automation-projects',
    difficulty: 'Intermediate',
    estimatedTime: '5 hours',
    isFeatured: false,
    tags: ['ESP32', 'Relay', 'Wi-Fi', 'Web server', 'ESPHome', 'Home automation'],
    steps: [
      {
        title: 'Drive 5 V relays from a 3.3 V board',
        body: 'The relay board’s inputs are active low through optocouplers. Remove the JD-VCC jumper. Connect JD-VCC to the ESP32’s VIN (5 V from USB) and GND to GND: that powers the relay coils. Connect the board’s VCC pin to 3V3: that powers only the optocoupler LEDs, so a 3.3 V HIGH fully turns a relay off. Skipping this is why relays "stay on" with an ESP32.',
      },
      {
        title: 'Connect the inputs',
        body: 'Wire IN1–IN4 to GPIO 16, 17, 18 and 19, which are free of boot-time functions. In setup(), write each pin HIGH before calling pinMode(pin, OUTPUT) so no relay clicks on during boot. Test each channel: the relay clicks and its LED lights when the pin goes LOW.',
      },
      {
        title: 'Serve a control page',
        body: 'Use WiFi.h and WebServer.h. Serve one HTML page with four large toggle buttons that call /toggle?ch=1 … 4 with fetch() and update their colour from a /state JSON answer, so the page works from any phone on the Wi-Fi. Give the board a fixed address with a DHCP reservation on your router, and set a name with MDNS.begin("relays") to reach it at http://relays.local.',
      },
      {
        title: 'Remember the switches',
        body: 'Save each channel’s state with the Preferences library (prefs.putUChar("ch1", 1)) whenever it changes, and restore all four in setup(). After a power cut the fan that was on comes back on and the rest stay off. Preferences uses wear-levelled flash, so saving on every press is fine.',
      },
      {
        title: 'Or: join Home Assistant with ESPHome',
        body: 'Instead of your own sketch, install ESPHome, create a device for "esp32dev" and add four switch: entries of platform gpio with inverted: true and restore_mode: RESTORE_DEFAULT_OFF. Flash it once over USB; later updates go over Wi-Fi, and the four switches appear in Home Assistant automatically.',
      },
      {
        title: 'Wire loads safely',
        body: 'Test first with a 12 V LED strip or a DC fan, not mains. For mains, switch only the live wire through COM and NO, keep loads under 5 A even though the contacts say 10 A, and mount everything in a closed plastic enclosure with cable glands, the mains side far from the ESP32. Never touch the relay board while it is connected to mains; have a licensed electrician make the final connections.',
      },
    ],
    parts: [
      { slug: 'esp32-development-kit', quantity: 1 },
      { slug: '4-channel-5v-relay-module-with-optocoupler', quantity: 1 },
      { slug: 'jumper-wire-set-120-pcs-20-cm', quantity: 1 },
    ],
  },
];

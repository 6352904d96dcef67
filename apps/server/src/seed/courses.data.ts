export type CourseLevel = 'Beginner' | 'Intermediate' | 'Advanced';

export interface SeedCourse {
  slug: string; // kebab-case, unique
  title: string;
  description: string; // 2-3 sentences: who it is for and what they will build
  instructor: string; // a realistic Indian name with a short credential, e.g. 'Priya Raghavan, Embedded Systems Engineer'
  duration: string; // e.g. '6 weeks', '24 hours'
  level: CourseLevel;
  price: number; // rupees, whole, realistic for India (₹999 – ₹5,999); 0 for the free introduction
  rating: number; // 4.3 – 4.9, one decimal
  students: number; // learners so far, 800 – 12,000
  image: string; // the sample product whose picture best fits (its slug)
  isFeatured: boolean; // exactly four true: they appear in the header's Courses menu
  topics: string[]; // 5-8 short topic names (the card shows the first 3 then '+N more')
  syllabus: { title: string; lessons: string[] }[]; // 4-8 modules, 3-6 lessons each, real and specific
  kit: string[]; // parts a learner needs, plain names, e.g. 'Arduino Uno R3', 'HC-SR04 Ultrasonic Sensor'
}

export const SEED_COURSES: SeedCourse[] = [
  {
    slug: 'arduino-from-zero',
    title: 'Arduino from Zero: Circuits, Code and Your First Projects',
    description:
      'For school and first-year college students, hobbyists and anyone who has never wired a circuit or written a line of code. You start with a blinking LED and finish with an ultrasonic parking sensor that shows the distance on an LCD and beeps as you get closer.',
    instructor: 'Ananya Kulkarni, Electronics Educator and former Polytechnic Lecturer',
    duration: '6 weeks',
    level: 'Beginner',
    price: 0,
    rating: 4.8,
    students: 11240,
    image: 'arduino-uno-r3',
    isFeatured: true,
    topics: [
      'Breadboard circuits',
      'Digital I/O',
      'Analog sensors',
      'PWM',
      'Serial Monitor',
      'I2C LCD',
      'Servo motors',
    ],
    syllabus: [
      {
        title: 'Getting started with the Uno',
        lessons: [
          'What a microcontroller is: a tour of the ATmega328P on the Uno',
          'Installing Arduino IDE 2 and the CH340 USB driver',
          'Your first sketch: setup(), loop() and Blink',
          'Choosing the board and port, and fixing avrdude upload errors',
        ],
      },
      {
        title: 'Electronics on a breadboard',
        lessons: [
          'Voltage, current and resistance: Ohm’s law with a multimeter',
          'How a breadboard is connected inside',
          'Reading resistor colour codes',
          'Calculating the current-limiting resistor for an LED',
        ],
      },
      {
        title: 'Digital inputs and outputs',
        lessons: [
          'pinMode(), digitalWrite() and digitalRead()',
          'Push buttons with INPUT_PULLUP and no extra resistor',
          'Debouncing a button with millis()',
          'Project: a traffic light with a pedestrian button',
        ],
      },
      {
        title: 'Analog inputs and PWM',
        lessons: [
          'analogRead() and the 10-bit ADC',
          'Potentiometers and LDR voltage dividers',
          'PWM and analogWrite(): dimming an LED',
          'map() and constrain() for scaling readings',
          'Project: an RGB LED colour mixer',
        ],
      },
      {
        title: 'Serial Monitor and sensors',
        lessons: [
          'Serial.begin(), Serial.print() and the Serial Plotter',
          'Installing libraries from the Library Manager',
          'Measuring distance with the HC-SR04 and pulseIn()',
          'Temperature and humidity with the DHT11',
        ],
      },
      {
        title: 'Displays, sound and motion',
        lessons: [
          'Finding the I2C address and printing to a 16x2 LCD',
          'Playing tones on a passive buzzer with tone()',
          'Sweeping an SG90 servo with the Servo library',
          'Switching a 12 V load with a relay module, and why not to touch mains yet',
        ],
      },
      {
        title: 'Final project',
        lessons: [
          'Planning a project: block diagram and pin map',
          'Replacing delay() with non-blocking millis() timing',
          'Build: ultrasonic parking sensor with LCD and buzzer',
          'Debugging checklist and your MakerBazaar certificate of completion',
        ],
      },
    ],
    kit: [
      'Arduino Uno R3',
      'USB A-to-B Cable',
      '830-Point Breadboard',
      'Male-to-Male Jumper Wires',
      '5 mm LEDs (Red, Yellow, Green)',
      'Common-Cathode RGB LED',
      'Resistor Assortment (220 Ω, 1 kΩ, 10 kΩ)',
      '10 kΩ Potentiometer',
      'LDR (Photoresistor)',
      'Tactile Push Buttons',
      'Passive Piezo Buzzer',
      'HC-SR04 Ultrasonic Sensor',
      'DHT11 Temperature and Humidity Sensor',
      '16x2 LCD with I2C Backpack',
      'SG90 Micro Servo',
      '5 V Single-Channel Relay Module',
      'Digital Multimeter',
    ],
  },
  {
    slug: 'esp32-iot-wifi-mqtt-dashboards',
    title: 'ESP32 IoT: Wi-Fi, MQTT and Live Dashboards',
    description:
      'For makers and engineering students who are comfortable with Arduino and want their projects online. You will build battery-powered sensor nodes that publish over MQTT, a Node-RED dashboard to watch and control them, and firmware that survives Wi-Fi drops and updates over the air.',
    instructor: 'Karthik Subramanian, IoT Firmware Engineer',
    duration: '8 weeks',
    level: 'Intermediate',
    price: 3499,
    rating: 4.7,
    students: 6380,
    image: 'esp32-development-kit',
    isFeatured: true,
    topics: [
      'Wi-Fi and HTTP',
      'MQTT',
      'Node-RED dashboards',
      'Deep sleep',
      'OTA updates',
      'FreeRTOS tasks',
      'TLS security',
    ],
    syllabus: [
      {
        title: 'ESP32 essentials',
        lessons: [
          'ESP32 vs ESP8266 vs Uno: dual cores, 3.3 V logic and pin functions',
          'Installing the Espressif ESP32 core in Arduino IDE 2',
          'Strapping pins, flash pins and which GPIOs to avoid',
          'Fixing "Failed to connect to ESP32": drivers, cables and the BOOT button',
        ],
      },
      {
        title: 'Sensors and peripherals',
        lessons: [
          'Reading the BME280 over I2C',
          'ADC attenuation and non-linearity, and why ADC2 is unavailable with Wi-Fi on',
          'Drawing text and graphs on an SSD1306 OLED',
          'LEDC PWM with ledcAttach() and ledcWrite() in core 3.x',
        ],
      },
      {
        title: 'Wi-Fi and the web',
        lessons: [
          'Station and access-point modes, and handling reconnects',
          'Serving a control page from the ESP32 with WebServer',
          'Calling REST APIs with HTTPClient and parsing JSON with ArduinoJson',
          'Storing settings in flash with Preferences (NVS)',
          'Wi-Fi provisioning with a captive portal',
        ],
      },
      {
        title: 'MQTT from the ground up',
        lessons: [
          'Publish/subscribe, topics, QoS levels and retained messages',
          'Running the Mosquitto broker on a laptop or Raspberry Pi',
          'Publishing sensor readings as JSON with PubSubClient',
          'Last Will and Testament for online/offline status',
          'Controlling a relay from a command topic',
        ],
      },
      {
        title: 'Dashboards and data',
        lessons: [
          'Installing Node-RED and the dashboard nodes',
          'Gauges, charts and switches bound to MQTT topics',
          'Storing readings in InfluxDB and graphing them in Grafana',
          'Sending threshold alerts to Telegram from Node-RED',
        ],
      },
      {
        title: 'Low power and reliability',
        lessons: [
          'Deep sleep and wake-up sources on the ESP32',
          'Keeping counters across sleep with RTC memory',
          'Measuring sleep current and why dev boards draw more than the chip',
          'Task watchdog and recovering from Wi-Fi and broker drops',
        ],
      },
      {
        title: 'Production-ready firmware',
        lessons: [
          'FreeRTOS tasks, queues and pinning work to a core',
          'Over-the-air updates with ArduinoOTA',
          'MQTT over TLS with WiFiClientSecure and CA certificates',
          'Keeping secrets out of source control and versioning firmware',
        ],
      },
      {
        title: 'Capstone projects',
        lessons: [
          'Designing a topic structure for a multi-room home',
          'Build: a solar-charged BME280 weather node',
          'Build: a 12 V fan controller switched from the dashboard',
          'Demo, review and your MakerBazaar certificate of completion',
        ],
      },
    ],
    kit: [
      'ESP32 DevKit V1 (ESP32-WROOM-32)',
      'Micro-USB Data Cable',
      'BME280 Temperature, Humidity and Pressure Sensor',
      '0.96" SSD1306 I2C OLED Display',
      '5 V 2-Channel Relay Module',
      '18650 Li-ion Cell with Holder',
      'TP4056 Li-ion Charger Module',
      'MCP1700 3.3 V LDO Regulator',
      '6 V 1 W Solar Panel',
      '12 V DC Fan',
      '830-Point Breadboard',
      'Jumper Wires',
      'Digital Multimeter',
    ],
  },
  {
    slug: 'raspberry-pi-python-projects',
    title: 'Raspberry Pi with Python: Sensors, Camera and Web Projects',
    description:
      'For students and hobbyists who know a little Python and have never used Linux. You will set up a Pi headless, read sensors and a camera from Python, and finish with a motion-triggered security camera that sends photos to your phone, a ready-made college mini-project.',
    instructor: 'Meera Iyer, Python Developer and Raspberry Pi Trainer',
    duration: '7 weeks',
    level: 'Beginner',
    price: 2999,
    rating: 4.6,
    students: 5170,
    image: 'raspberry-pi-4-model-b-4gb',
    isFeatured: true,
    topics: [
      'Raspberry Pi OS',
      'Linux command line',
      'GPIO with gpiozero',
      'I2C and 1-Wire sensors',
      'Pi Camera',
      'Flask web apps',
      'systemd services',
    ],
    syllabus: [
      {
        title: 'Setting up the Pi',
        lessons: [
          'Choosing a Pi, power supply and microSD card',
          'Flashing with Raspberry Pi Imager: hostname, user and Wi-Fi presets',
          'Setting up Raspberry Pi OS Lite headless over SSH',
          'Updating with apt and editing code with VS Code Remote-SSH',
        ],
      },
      {
        title: 'Linux for makers',
        lessons: [
          'Moving around the filesystem: ls, cd, cp, mv and nano',
          'Users, sudo and file permissions',
          'Python virtual environments and the "externally-managed-environment" error',
          'Reading logs with journalctl and dmesg',
        ],
      },
      {
        title: 'GPIO with gpiozero',
        lessons: [
          'The 40-pin header, 3.3 V logic and BCM pin numbers',
          'LEDs, buttons and event callbacks with gpiozero',
          'PWM brightness and buzzers',
          'Detecting movement with the HC-SR501 PIR sensor',
        ],
      },
      {
        title: 'Sensors and data logging',
        lessons: [
          'Enabling I2C, SPI and 1-Wire with raspi-config',
          'Finding devices with i2cdetect',
          'Reading a DS18B20 temperature probe on 1-Wire',
          'Adding analog inputs with the ADS1115 ADC',
          'Logging readings to CSV and SQLite',
        ],
      },
      {
        title: 'The camera',
        lessons: [
          'Connecting the camera ribbon and testing with rpicam-still',
          'Capturing photos and video with Picamera2',
          'Taking a photo when the PIR sensor fires',
          'First steps in OpenCV: resizing, greyscale and motion detection',
        ],
      },
      {
        title: 'Web control and automation',
        lessons: [
          'A Flask page showing live sensor readings',
          'Switching GPIO from a browser',
          'Starting your app at boot with a systemd service',
          'Scheduling jobs with cron',
          'Sending alerts and photos with a Telegram bot',
        ],
      },
      {
        title: 'Final projects',
        lessons: [
          'Build: a motion-triggered security camera with Telegram alerts',
          'Build: RFID attendance logger with the RC522 over SPI',
          'Backing up your SD card and documenting the project for your college report',
        ],
      },
    ],
    kit: [
      'Raspberry Pi 4 Model B (4 GB)',
      'Official 5.1 V 3 A USB-C Power Supply',
      '32 GB Class 10 microSD Card',
      'Raspberry Pi Camera Module 3',
      'HC-SR501 PIR Motion Sensor',
      'DS18B20 Waterproof Temperature Probe',
      'ADS1115 16-Bit ADC Module',
      'RC522 RFID Reader with Cards and Tags',
      '40-Pin GPIO T-Cobbler',
      '830-Point Breadboard',
      'Male-to-Female Jumper Wires',
      'LEDs, Resistors and Push Buttons',
      'Active Buzzer',
    ],
  },
  {
    slug: 'build-a-robot-motors-sensors-control',
    title: 'Build Your Own Robot: Motors, Sensors and Control',
    description:
      'For engineering students and makers who know basic Arduino and want to build a robot that actually drives well. You will assemble a two-wheel robot, make it avoid obstacles and follow a line, and tune a PID controller fast enough for a college tech-fest track.',
    instructor: 'Arjun Menon, Robotics Engineer and Robocon Team Mentor',
    duration: '8 weeks',
    level: 'Intermediate',
    price: 3999,
    rating: 4.7,
    students: 4820,
    image: '2wd-smart-robot-car-chassis-kit',
    isFeatured: true,
    topics: [
      'DC motors and drivers',
      'PWM speed control',
      'IR line sensors',
      'Obstacle avoidance',
      'Wheel encoders',
      'PID control',
      'IMU and heading',
      'Bluetooth control',
    ],
    syllabus: [
      {
        title: 'Robot anatomy and power',
        lessons: [
          'Chassis layouts: differential drive, casters and 4WD',
          'Reading a gear motor datasheet: RPM, stall current and torque',
          '18650 packs, BMS boards and safe charging',
          'Buck converters and why the Arduino resets when the motors start',
        ],
      },
      {
        title: 'Driving motors',
        lessons: [
          'How an H-bridge works, and the L298N vs the TB6612FNG',
          'Direction and PWM speed control',
          'Turning, pivoting and ramping speed with differential drive',
          'Taming motor noise with capacitors and separate grounds',
        ],
      },
      {
        title: 'Sensing the world',
        lessons: [
          'HC-SR04 ranging and filtering noisy readings',
          'IR reflectance arrays for line detection',
          'Calibrating line sensors for the track and lighting',
          'Counting encoder ticks with external interrupts',
        ],
      },
      {
        title: 'Behaviours',
        lessons: [
          'State machines for robot behaviour',
          'Obstacle avoider with a servo-mounted ultrasonic sensor',
          'Phone control over Bluetooth with the HC-05',
          'Running several tasks at once with millis()',
        ],
      },
      {
        title: 'Feedback control',
        lessons: [
          'Bang-bang vs proportional control',
          'Computing line position error from a sensor array',
          'PID tuning for a line follower',
          'Matching wheel speeds with encoder feedback',
          'Logging data over serial and plotting it to tune gains',
        ],
      },
      {
        title: 'Heading with an IMU',
        lessons: [
          'Reading the MPU6050 over I2C',
          'Gyro drift and a complementary filter',
          'Turning exact angles using yaw',
        ],
      },
      {
        title: 'Competition build',
        lessons: [
          'Reading tech-fest rules for line follower and maze events',
          'Maze solving with the left-hand rule and path shortening',
          'Tuning the final robot for speed and consistency',
          'Pit-stop debugging checklist and your MakerBazaar certificate of completion',
        ],
      },
    ],
    kit: [
      'Arduino Uno R3',
      '2WD Robot Chassis with BO Gear Motors and Wheels',
      'Speed Encoder Discs with LM393 Slot Sensors',
      'TB6612FNG Dual Motor Driver',
      'HC-SR04 Ultrasonic Sensor',
      'SG90 Micro Servo',
      '5-Channel IR Line Sensor Array',
      'MPU6050 Accelerometer and Gyro Module',
      'HC-05 Bluetooth Module',
      '2 x 18650 Li-ion Cells with Holder',
      '2S BMS Protection Board',
      'LM2596 Buck Converter Module',
      'Mini Breadboard and Jumper Wires',
      'Rocker Switch',
    ],
  },
  {
    slug: 'pcb-design-kicad-to-fabrication',
    title: 'PCB Design with KiCad: From Schematic to Fabricated Board',
    description:
      'For students and makers who have outgrown breadboards and perfboard and want professional-looking boards for their projects. You will design a two-layer ATmega328P development board in KiCad, order it from an Indian fab, then solder and bring it up yourself.',
    instructor: 'Sneha Patil, Hardware Design Engineer',
    duration: '6 weeks',
    level: 'Intermediate',
    price: 4499,
    rating: 4.8,
    students: 2860,
    image: 'double-sided-pcb-prototype-board-kit-8-pcs',
    isFeatured: false,
    topics: [
      'Schematic capture',
      'Footprints and libraries',
      'Layout and routing',
      'DRC and ERC',
      'Gerbers and BOM',
      'Ordering in India',
      'SMD soldering',
      'Board bring-up',
    ],
    syllabus: [
      {
        title: 'How PCBs are made',
        lessons: [
          'Layers, FR-4, copper weight, solder mask and silkscreen',
          'Through-hole vs SMD, and hand-solderable packages like 0805 and SOIC',
          'Installing KiCad and the project files: .kicad_pro, .kicad_sch, .kicad_pcb',
          'The design flow: schematic, footprints, layout, fabrication files',
        ],
      },
      {
        title: 'Schematic capture',
        lessons: [
          'Placing symbols, wires, net labels and power flags',
          'Hierarchical sheets for larger designs',
          'Annotation and the Electrical Rules Check (ERC)',
          'Assigning footprints and checking them against the datasheet',
        ],
      },
      {
        title: 'Symbols and footprints',
        lessons: [
          'Creating a symbol in the Symbol Editor',
          'Drawing a footprint from a datasheet land pattern',
          'Project-specific libraries and library tables',
          'Attaching 3D models and checking fit in the 3D viewer',
        ],
      },
      {
        title: 'Layout and routing',
        lessons: [
          'Board outline, mounting holes and component placement',
          'Trace widths for current, vias and clearances',
          'Ground pours and return paths on two layers',
          'Placing decoupling capacitors at the IC power pins',
          'Design rules and DRC in KiCad',
        ],
      },
      {
        title: 'Project: an ATmega328P development board',
        lessons: [
          'Schematic: power, reset, 16 MHz crystal and ICSP header',
          'USB-C power: CC pull-down resistors and ESD protection',
          'Adding a CH340C USB-to-serial converter with auto-reset',
          'Routing the board and a peer design review',
        ],
      },
      {
        title: 'Fabrication in India',
        lessons: [
          'Exporting Gerbers and drill files with the right settings',
          'Reading a fab’s capabilities: track/space, drill sizes, HASL vs ENIG',
          'Ordering from Indian fabs vs overseas: cost, lead time, GST and customs',
          'BOM and pick-and-place files for assembly services',
        ],
      },
      {
        title: 'Assembly and bring-up',
        lessons: [
          'Hand soldering SMD parts with flux, tweezers and a fine tip',
          'Inspecting bare boards and continuity checks before power',
          'First power-up with a current-limited supply',
          'Burning the bootloader over ICSP and uploading Blink',
          'Fixing mistakes with bodge wires and planning revision B',
        ],
      },
    ],
    kit: [
      'Laptop or PC running KiCad 8 or later',
      'Temperature-Controlled Soldering Station',
      'Fine Conical and Chisel Soldering Tips',
      '0.5 mm Flux-Core Solder Wire',
      'Flux Pen',
      'ESD-Safe Tweezers',
      'Digital Multimeter',
      'ATmega328P-AU Microcontroller',
      'CH340C USB-to-Serial IC',
      'USB Type-C Receptacle (16-Pin)',
      '16 MHz Crystal with 22 pF Capacitors',
      '0805 Resistor and Capacitor Kit',
      'USBasp Programmer',
    ],
  },
  {
    slug: 'bare-metal-embedded-c-stm32',
    title: 'Bare-Metal Embedded C on STM32: Registers, Interrupts and Sensor Drivers',
    description:
      'For final-year students, C-DAC PG-DESD aspirants and working engineers who can write C and want to know what happens below the Arduino and HAL layers. You will write your own startup code, linker script and register-level drivers for GPIO, timers, UART, I2C, SPI, ADC and DMA, and finish with an SD-card sensor data logger.',
    instructor: 'Vikram Natarajan, Senior Firmware Engineer (Automotive)',
    duration: '10 weeks',
    level: 'Advanced',
    price: 5499,
    rating: 4.8,
    students: 1640,
    image: 'stm32f103c8t6-blue-pill-development-board',
    isFeatured: false,
    topics: [
      'Register-level GPIO',
      'Interrupts and NVIC',
      'Timers and PWM',
      'UART, I2C and SPI drivers',
      'ADC and DMA',
      'Startup code and linker scripts',
      'Low-power modes',
      'Fault debugging',
    ],
    syllabus: [
      {
        title: 'Toolchain and boot',
        lessons: [
          'Installing arm-none-eabi-gcc, make and OpenOCD',
          'What happens at reset: the vector table and Reset_Handler',
          'Writing a linker script: FLASH, RAM, .data and .bss',
          'Flashing and stepping through code with ST-LINK, OpenOCD and GDB',
        ],
      },
      {
        title: 'C for hardware',
        lessons: [
          'Bit manipulation: set, clear, toggle and masks',
          'Fixed-width types and struct-based register maps',
          'Pointers to peripheral registers and the CMSIS device headers',
          'const, static and where each variable lives in memory',
        ],
      },
      {
        title: 'Clocks, GPIO and interrupts',
        lessons: [
          'Enabling peripheral clocks in RCC',
          'GPIO from the reference manual: MODER, IDR, ODR and BSRR',
          'Configuring the PLL and flash wait states',
          'A millisecond tick with SysTick',
          'EXTI and the NVIC: a button interrupt',
          'Volatile, interrupts and ISRs in embedded C',
        ],
      },
      {
        title: 'Timers',
        lessons: [
          'Prescaler and auto-reload calculations',
          'PWM output for LED dimming and servo control',
          'Input capture: timing the HC-SR04 echo on a 5 V-tolerant pin',
          'Periodic tasks from a timer interrupt',
        ],
      },
      {
        title: 'Serial protocol drivers',
        lessons: [
          'UART driver and the baud rate register calculation',
          'Interrupt-driven receive with a ring buffer',
          'I2C master driver: start, address, ACK and reading the MPU6050',
          'SPI driver: reading the BME280 and applying its compensation formulas',
          'Checking your bus timing with a logic analyser',
        ],
      },
      {
        title: 'ADC and DMA',
        lessons: [
          'Single conversions and choosing the sampling time',
          'Scanning several channels into a buffer with DMA',
          'Thermistor temperature with the Beta equation in fixed point',
          'Moving-average and median filters for noisy sensors',
        ],
      },
      {
        title: 'Robust firmware',
        lessons: [
          'The independent watchdog (IWDG)',
          'Sleep and Stop modes, and measuring the current saved',
          'Decoding a HardFault from the stacked registers',
          'Unit testing driver logic on your PC',
          'When a super-loop is not enough: a first look at FreeRTOS',
        ],
      },
      {
        title: 'Capstone and interview preparation',
        lessons: [
          'Build: a sensor data logger writing CSV to a microSD card with FatFs',
          'Embedded C questions from C-DAC modules and job interviews',
          'Code review, documentation and your MakerBazaar certificate of completion',
        ],
      },
    ],
    kit: [
      'STM32 Nucleo-F401RE Board',
      'USB Mini-B Cable',
      'MPU6050 Accelerometer and Gyro Module',
      'BME280 Sensor Module (6-Pin, SPI and I2C)',
      'HC-SR04 Ultrasonic Sensor',
      'SG90 Micro Servo',
      '10 kΩ NTC Thermistor',
      'MicroSD Card Module (SPI)',
      '8-Channel USB Logic Analyser (24 MHz)',
      '830-Point Breadboard',
      'Jumper Wires',
      'Digital Multimeter',
    ],
  },
];

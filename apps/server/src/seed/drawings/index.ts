import { mega, nano, uno } from './arduino-boards.js';
import { cameraModule, jetson, microbit, nucleo, pico, pill, raspberryPi, raspberryPiZero } from './computer-boards.js';
import { characterLcd, dotMatrix, epaperHat, oled, tftShield, touchDisplay } from './displays.js';
import { esp01, espCam, espDevkit, tinyBoard } from './esp-boards.js';
import {
  boMotor,
  chassis,
  gearedStepper,
  l298n,
  mecanumWheel,
  microGearMotor,
  motorShield,
  nemaStepper,
  robotArm,
  servo,
  servoDriver,
  stepperCarrier,
  wheels,
} from './motion.js';
import { adapter, breadboardSupply, cell, chargerBoard, converter, lipo, solarPanel } from './power.js';
import { bluetoothModule, canModule, gpsModule, nrf24, relayModule, rfidReader } from './radio-modules.js';
import {
  breakout,
  comparatorModule,
  energyMeter,
  flowSensor,
  humiditySensor,
  lineSensor,
  pirSensor,
  probe,
  soilProbe,
  ultrasonic,
} from './sensors.js';
import { Sketch } from './sketch.js';
import {
  breadboard,
  chipPack,
  groveBoard,
  jumperWires,
  kit,
  ledBox,
  mosfetModule,
  multimeter,
  perfboards,
  solderingIron,
  solderingStation,
  solderSpool,
} from './tools.js';

/**
 * One template per kind of part. Each draws into a sketch from its parameters (the name printed on
 * the part, its key figure, what tells one model from another) and describes what it drew.
 */
const TEMPLATES = {
  uno,
  nano,
  mega,
  raspberryPi,
  raspberryPiZero,
  pico,
  cameraModule,
  jetson,
  nucleo,
  microbit,
  pill,
  espDevkit,
  tinyBoard,
  espCam,
  esp01,
  ultrasonic,
  humiditySensor,
  probe,
  pirSensor,
  breakout,
  comparatorModule,
  lineSensor,
  soilProbe,
  flowSensor,
  energyMeter,
  characterLcd,
  oled,
  tftShield,
  touchDisplay,
  epaperHat,
  dotMatrix,
  bluetoothModule,
  nrf24,
  canModule,
  gpsModule,
  rfidReader,
  relayModule,
  servo,
  nemaStepper,
  gearedStepper,
  microGearMotor,
  boMotor,
  wheels,
  mecanumWheel,
  chassis,
  robotArm,
  l298n,
  motorShield,
  stepperCarrier,
  servoDriver,
  adapter,
  cell,
  lipo,
  solarPanel,
  chargerBoard,
  converter,
  breadboardSupply,
  breadboard,
  jumperWires,
  multimeter,
  solderingStation,
  solderingIron,
  solderSpool,
  ledBox,
  perfboards,
  chipPack,
  mosfetModule,
  kit,
  groveBoard,
};

type Templates = typeof TEMPLATES;
export type PictureKind = keyof Templates;

/** A product's picture: which template draws it, and with what. */
export type PartPicture = { [K in PictureKind]: { kind: K } & Parameters<Templates[K]>[1] }[PictureKind];

/** The picture `picture` describes, as an SVG file whose ids start with `id`, titled `title`. */
export function drawPicture(id: string, title: string, picture: PartPicture): string {
  const sketch = new Sketch(id);
  const draw = TEMPLATES[picture.kind] as (s: Sketch, p: PartPicture) => string;
  return sketch.svg(title, draw(sketch, picture));
}

/**
 * Words makers use for the same part. Each key also finds its alternatives (every word of a
 * multi-word alternative must match).
 */
export const SYNONYMS: Record<string, string[]> = {
  pi: ['raspberry pi'],
  rpi: ['raspberry pi'],
  esp: ['esp32', 'esp8266'],
  nodemcu: ['esp8266'],
  servo: ['servo motor'],
  lcd: ['display'],
  oled: ['display'],
  tft: ['display'],
  screen: ['display'],
  ir: ['infrared'],
  infrared: ['ir'],
  uno: ['arduino uno'],
  mcu: ['microcontroller'],
  bldc: ['brushless'],
  lipo: ['lithium'],
  battery: ['cell', 'lithium'],
  temp: ['temperature'],
  humidity: ['dht11', 'dht22'],
  distance: ['ultrasonic', 'tof'],
  wifi: ['wi-fi', 'esp8266', 'esp32'],
  bt: ['bluetooth'],
  gps: ['gnss'],
  breadboard: ['prototyping'],
  cam: ['camera'],
};

/** A word's alternatives as lists of words, the word itself first. */
export function alternativesOf(word: string): string[][] {
  return [[word], ...(SYNONYMS[word] ?? []).map((phrase) => phrase.split(/\s+/))];
}

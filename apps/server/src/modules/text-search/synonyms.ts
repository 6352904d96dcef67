/**
 * Words makers use for the same part. Each key (or a plural of it) also finds its alternatives
 * (every word of a multi-word alternative must match).
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
  // Uno-compatible boards and kits are what makers mean by an Arduino, even unbranded.
  arduino: ['uno'],
  mcu: ['microcontroller'],
  bldc: ['brushless'],
  lipo: ['lithium'],
  battery: ['cell', 'lithium'],
  temp: ['temperature'],
  humidity: ['dht11', 'dht22'],
  distance: ['ultrasonic', 'tof'],
  wifi: ['esp8266', 'esp32'],
  bt: ['bluetooth'],
  gps: ['gnss'],
  breadboard: ['prototyping'],
  cam: ['camera'],
  supply: ['adapter'],
  adapter: ['supply'],
  // Hindi words makers type in English letters.
  taar: ['wire'],
  bijli: ['power'],
  ghar: ['home'],
};

/**
 * Words that say nothing about the part, in English and in Hindi typed in English letters
 * ("arduino ka kit", "relay wala module chahiye"): left out of the words that must match, unless
 * a query has nothing else.
 */
export const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'for',
  'with',
  'and',
  'or',
  'of',
  'in',
  'on',
  'to',
  'by',
  'from',
  'buy',
  'price',
  'online',
  'india',
  'ka',
  'ki',
  'ke',
  'ko',
  'se',
  'me',
  'mein',
  'wala',
  'wali',
  'wale',
  'chahiye',
  'liye',
  'lie',
  'aur',
  'ek',
  'hai',
  'kya',
  'bhi',
  'sabse',
  'bahut',
]);

/** Words asking for the low-priced choice ("sasta" is Hindi for cheap): they rank cheaper matches higher. */
export const CHEAP_WORDS = new Set([
  'cheap',
  'cheaper',
  'cheapest',
  'budget',
  'affordable',
  'inexpensive',
  'sasta',
  'sasti',
  'saste',
]);

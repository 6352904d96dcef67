/** Board colours the sample pictures use, by what makers call them. */
export const PCB = {
  teal: '#00979d',
  blue: '#1a4fa8',
  green: '#2f8a4f',
  darkGreen: '#1f6b3a',
  red: '#c4262e',
  black: '#23262c',
  purple: '#6a3fb5',
} as const;

/**
 * How one language's query words map to the catalogue's English: native words for what a part
 * measures, does or is (तापमान → temperature), trade words spelled letter by letter (एलईडी → led),
 * words that say nothing about the part, and postpositions that say what it is for or comes with.
 * English trade words written in the script (सेंसर, மோட்டார்) are not listed: they are recognised
 * by their sound (see romanise.ts).
 */
export interface IndicGlossary {
  /** A word as typed → the English words it means, as the catalogue writes them. */
  words: Readonly<Record<string, string>>;
  /** Words dropped from a query: particles, "want", "show", "good", "price". */
  fillers: readonly string[];
  /** Postpositions: the words before one say what the part is for or comes with ("A के लिए B" is "B for A"). */
  postpositions: Readonly<Record<string, 'for' | 'with'>>;
}

/** Form bodies are a few kilobytes; anything far larger is refused with 413 before it is parsed. */
export const FORM_BODY_LIMIT = 32 * 1024;

/**
 * A LIKE pattern matching text that contains `words` anywhere. A `%` or `_` typed into a search
 * box is a letter to find, not a wildcard, so it is escaped (PostgreSQL's default escape is `\`).
 */
export function containing(words: string): string {
  return `%${words.replace(/[\\%_]/g, '\\$&')}%`;
}

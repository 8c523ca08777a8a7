/**
 * The keys of a content record, in the order the content module writes them. Components take
 * their lists from the words they are given (loader data) instead of importing the content
 * module's key lists, which would put both languages' words into the page's JavaScript.
 */
export function keysOf<K extends string>(record: Record<K, unknown>): K[] {
  return Object.keys(record) as K[];
}

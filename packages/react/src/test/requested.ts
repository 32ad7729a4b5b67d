/**
 * Every URL the page has fetched so far, in order (resource timing), for tests of what loads when.
 *
 * @example
 * const before = requested().length
 * await open()
 * expect(requested().slice(before)).toEqual([])
 */
export const requested = (): string[] => performance.getEntriesByType('resource').map((e) => e.name)

/** An item id as the blade address writes it: percent-encoded, its `.`, `~` and `!` included. */
export function encodeItemId(itemId: string): string {
  return encodeURIComponent(itemId).replace(/[.~!*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

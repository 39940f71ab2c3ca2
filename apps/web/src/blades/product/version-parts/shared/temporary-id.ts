/**
 * A temporary id for an item made in the browser (group, view, variant, package) until the server
 * gives it its own. Random values come from getRandomValues, which works outside secure contexts too.
 */
export function newTemporaryId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `tmp-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

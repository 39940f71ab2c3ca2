/** What a list area says instead of rows, if anything. */
export type ListState = "loading" | "empty" | "no-results" | "rows";

/** From how many items were loaded (undefined while they load) and how many the filters leave. */
export function listState(loadedCount: number | undefined, shownCount: number): ListState {
  if (loadedCount === undefined) return "loading";
  if (loadedCount === 0) return "empty";
  return shownCount === 0 ? "no-results" : "rows";
}

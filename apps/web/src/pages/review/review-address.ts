/** What the review page's address names: `/order.html?recipe={recipeId}&code={accessCode}`. */
export interface ReviewTarget {
  recipeId: string;
  code: string;
}

/** The recipe and code of the address, or null when either is missing. */
export function readReviewAddress(search: string): ReviewTarget | null {
  const params = new URLSearchParams(search);
  const recipeId = params.get("recipe") ?? "";
  const code = params.get("code") ?? "";
  return recipeId === "" || code === "" ? null : { recipeId, code };
}

/** The inspiration phrases of Recipe Analytics (spec part 1, 2.15: four of them). */
export const RECIPE_INSPIRATIONS = [
  "top 5 products by saved recipes last month",
  "saved recipes by site this month",
  "which personal texts were saved most this year",
  "mobile vs desktop saved recipes last 7 days",
] as const;

/** The inspiration phrases of Actions Analytics (spec part 1, 2.15: 'sessions this week' and more). */
export const ACTION_INSPIRATIONS = [
  "sessions this week",
  "how many mobile sessions this week compared with last week",
  "top options chosen last 30 days",
  "added to cart by day this month",
] as const;

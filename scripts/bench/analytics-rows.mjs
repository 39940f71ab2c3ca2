// The analytics bench's rows, written as SQL that PostgreSQL (and PGlite) and DuckDB both run, so that the two
// engines hold exactly the same facts: `recipes` saved recipes and ten action events per session (`sessions`
// sessions), spread over the last 365 days by fixed formulas (no randomness), over the given style codes.

const SITES = ["US", "EU", "UK"];
const FAMILIES = ["Chrome", "Safari", "Firefox", "Microsoft Edge", "Samsung Internet"];
const DEVICES = ["desktop", "mobile", "desktop", "tablet", "mobile"];
const PLACEMENTS = ["LACES", "UPPER", "SOLE", "SNEAKER-MODEL"];
const INITIALS = ["AM", "JRC", "KO", "LEE", "MB", "SAM", "TJ", "ZW", "AB", "CD", "EF", "GH"];

/** `CASE expression % n WHEN 0 THEN 'first' ...`: the nth text of a list, in both dialects. */
function pickText(expression, texts) {
  const cases = texts.map((text, index) => `WHEN ${index} THEN '${text.replaceAll("'", "''")}'`).join(" ");
  return `(CASE (${expression}) % ${texts.length} ${cases} END)`;
}

/** How many days before today `n` falls: one of the last 365 days, today included. */
const daysAgo = (n) => `((${n} * 7919) % 365)`;
const dayOf = (n) => `(current_date - ${daysAgo(n)}::int)`;
/** A browser's major version as they come and go: a new one every four weeks, three in use on any day. */
const versionOf = (n) => `(133 - floor(${daysAgo(n)} / 28.0)::int + (${n} % 3))::varchar`;

/** The columns of saved recipe `r` (r = 1 .. recipes). */
export function recipeFactsSql(recipes, styleCodes) {
  return `
    SELECT r,
      ${dayOf("r")} AS day,
      ${pickText("r", SITES)} AS site_code,
      ${pickText("r * 31", styleCodes)} AS style_code,
      ${pickText("r * 13", FAMILIES)} AS browser_family,
      ${versionOf("r")} AS browser_version,
      ${pickText("r * 17", DEVICES)} AS device_class,
      ${pickText("r * 7", INITIALS)} AS monogram
    FROM generate_series(1::bigint, ${recipes}::bigint) AS g(r)`;
}

/**
 * The columns of the action events: ten per session s (k = 0 .. 9): a session start, five options chosen, a view
 * changed, a text entered, then a recipe saved (every third session) and an added to cart (every fifth).
 */
export function eventFactsSql(sessions, styleCodes) {
  return `
    SELECT s, k,
      'S' || lpad(s::varchar, 11, '0') AS session_id,
      ${dayOf("s")} AS day,
      ${pickText("s", SITES)} AS site_code,
      ${pickText("s * 31", styleCodes)} AS style_code,
      ${pickText("s * 13", FAMILIES)} AS browser_family,
      ${versionOf("s")} AS browser_version,
      ${pickText("s * 17", DEVICES)} AS device_class,
      (CASE WHEN k = 0 THEN 'session_start'
        WHEN k BETWEEN 1 AND 5 THEN 'option_chosen'
        WHEN k = 6 THEN 'view_changed'
        WHEN k = 7 THEN 'text_entered'
        WHEN k = 8 AND s % 3 = 0 THEN 'recipe_saved'
        WHEN k = 9 AND s % 5 = 0 THEN 'added_to_cart'
        ELSE 'option_chosen' END) AS type,
      ${pickText("s * 10 + k", PLACEMENTS)} AS placement_code,
      ${pickText("s * 10 + k", PLACEMENTS)} || '-' || ((s * 13 + k) % 12)::varchar AS component_code,
      (CASE WHEN k = 7 THEN ${pickText("s * 7", INITIALS)} ELSE '' END) AS value
    FROM generate_series(1::bigint, ${sessions}::bigint) AS a(s), generate_series(0::bigint, 9::bigint) AS b(k)`;
}

/** Mobile in the tiles: phones and tablets (docs/decisions/analytics-rollups.md). */
export const MOBILE_DEVICES = ["mobile", "tablet"];

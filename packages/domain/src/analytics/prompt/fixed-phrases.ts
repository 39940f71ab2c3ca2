import type { ActionEventType } from "../action-event.schema";
import type { PromptDimension, PromptFilter } from "../prompt-query.schema";
import { COMPARE_PHRASES, DATE_PHRASES } from "./date-phrases";
import { PROMPT_MESSAGES } from "./messages";
import { type Phrase, PhraseBook, phrases } from "./patterns";
import type { Piece } from "./pieces";

// The grammar's own words: what is counted, how it is broken down, narrowed and ordered. The company's words
// (products, sites, placements, personalizations, tags) are added per question by company-phrases.ts.

const one =
  (...pieces: Piece[]) =>
  () =>
    pieces;
const dimension = (value: PromptDimension): Piece => ({ kind: "dimension", dimension: value });
const filter = (field: PromptFilter["field"], values: string[], op: PromptFilter["op"] = "in"): Piece => ({
  kind: "filter",
  filter: { field, op, values },
});
const eventType = (type: ActionEventType, onRecipes: "ignore" | "refuse" = "refuse"): Piece => ({
  kind: "eventType",
  type,
  onRecipes,
});
const limit = (direction?: "asc" | "desc") => (captures: { n: number[] }) => {
  const count = captures.n[0] ?? 10;
  if (count < 1) return [{ kind: "problem", message: PROMPT_MESSAGES.countAtLeastOne } satisfies Piece];
  const piece: Piece =
    direction === undefined ? { kind: "limit", limit: count } : { kind: "limit", limit: count, direction };
  return [piece];
};
const actions = { actionsOnly: true };

/** The default number of rows of "top" and "bottom" without a number (as the dashboards' top lists). */
export const TOP_WITHOUT_NUMBER = 10;

const MEASURE_PHRASES: Phrase[] = [
  ...phrases(
    [
      "saved|stored recipes|recipe|designs|configurations",
      "recipes|recipe",
      "designs|configurations",
      "recipes|designs saved",
      "recipe saves",
    ],
    one({ kind: "recipes", strong: true }),
  ),
  ...phrases(["saved|saves|save|saving"], one({ kind: "recipes", strong: false })),
  ...phrases(["how many|much", "number|count|total of", "amount of"], one({ kind: "howMany" })),
  ...phrases(["distinct|different|unique products|styles"], one({ kind: "measure", measure: "products" })),
  ...phrases(["products|product|styles|style"], one({ kind: "productsNoun" })),
  ...phrases(
    ["sessions|session|visits|visit|visitors|visitor", "distinct|unique sessions|visitors"],
    one({ kind: "sessions" }),
    actions,
  ),
  ...phrases(["events|event|actions|action|interactions", "action events"], one({ kind: "events" }), actions),
  ...phrases(
    ["session starts|start", "sessions started", "started sessions"],
    one(eventType("session_start")),
    actions,
  ),
  ...phrases(
    ["views|view changes|changed|switches", "views|viewed", "changed views"],
    one(eventType("view_changed")),
    actions,
  ),
  ...phrases(["chosen|picked|selected|choices"], one(eventType("option_chosen", "ignore"))),
  ...phrases(["option choices", "options|option|components|component chosen|picked|selected"], () => [
    eventType("option_chosen", "ignore"),
    dimension("component"),
  ]),
  ...phrases(["entered|typed"], one(eventType("text_entered", "ignore"))),
  ...phrases(["texts|text entered|typed"], () => [eventType("text_entered", "ignore"), dimension("personalization")]),
  ...phrases(["shares|shared|share|sharing"], one(eventType("shared")), actions),
  ...phrases(
    ["added|adds|add to cart|basket|bag", "cart|basket adds|additions", "cart|carts|basket|checkout"],
    one(eventType("added_to_cart")),
    actions,
  ),
  ...phrases(["custom events|event"], one(eventType("custom")), actions),
];

const DIMENSION_PHRASES: Phrase[] = [
  ...phrases(
    ["site|sites|storefront|storefronts|store|stores|website|websites", "primary site|sites"],
    one(dimension("site")),
  ),
  ...phrases(["locale|locales|language|languages"], one(dimension("locale"))),
  ...phrases(["browser|browsers", "browser family|families|version|versions"], one(dimension("browser"))),
  ...phrases(
    [
      "device|devices",
      "device type|types|class|classes",
      "mobile vs|versus|or|and desktop",
      "desktop vs|versus|or|and mobile",
      "mobile and|or desktop",
    ],
    one(dimension("device")),
  ),
  ...phrases(["day|days|daily|date|dates", "over time", "day by day"], one(dimension("day"))),
  ...phrases(["week|weeks|weekly", "week by week"], one(dimension("week"))),
  ...phrases(["month|months|monthly", "month by month"], one(dimension("month"))),
  ...phrases(
    ["event type|types|kind|kinds", "type|types|kind|kinds of event|events|action|actions"],
    () => [{ kind: "dimension", dimension: "eventType", actionsOnly: true }],
    actions,
  ),
  ...phrases(["type|types"], one({ kind: "dimension", dimension: "eventType", actionsOnly: true }), actions),
  ...phrases(["placement|placements"], one(dimension("placement"))),
  ...phrases(["option|options|component|components"], one(dimension("component"))),
  ...phrases(
    [
      "personal texts|text|values|value|numbers|number",
      "personalizations|personalization|personalisations|personalisation",
      "custom|personalized|personalised texts|text",
      "texts|text",
    ],
    one(dimension("personalization")),
  ),
];

const MOBILE = ["mobile", "tablet"];
const FILTER_PHRASES: Phrase[] = [
  ...phrases(["mobile|mobiles", "mobile devices|device|users|visitors"], one(filter("device", MOBILE))),
  ...phrases(["non-mobile"], one(filter("device", MOBILE, "notIn"))),
  ...phrases(["phone|phones|smartphone|smartphones", "mobile phone|phones"], one(filter("device", ["mobile"]))),
  ...phrases(["tablet|tablets|ipad|ipads"], one(filter("device", ["tablet"]))),
  ...phrases(
    ["desktop|desktops|computer|computers|laptop|laptops", "desktop devices|users|visitors"],
    one(filter("device", ["desktop"])),
  ),
  ...phrases(["chrome", "google chrome"], one(filter("browser", ["Chrome"]))),
  ...phrases(["safari", "mobile safari"], one(filter("browser", ["Safari"]))),
  ...phrases(["firefox", "mozilla firefox"], one(filter("browser", ["Firefox"]))),
  ...phrases(["edge", "microsoft edge"], one(filter("browser", ["Microsoft Edge"]))),
  ...phrases(["opera"], one(filter("browser", ["Opera"]))),
  ...phrases(["samsung", "samsung internet"], one(filter("browser", ["Samsung Internet for Android"]))),
  ...phrases(["internet explorer", "ie"], one(filter("browser", ["Internet Explorer"]))),
  ...phrases(["chromium"], one(filter("browser", ["Chromium"]))),
  ...phrases(["brave"], one(filter("browser", ["Brave"]))),
  ...phrases(["vivaldi"], one(filter("browser", ["Vivaldi"]))),
  ...phrases(["yandex"], one(filter("browser", ["Yandex Browser"]))),
  ...phrases(["archived products|product|styles?", "archived"], one(filter("productStatus", ["Archived"]))),
  ...phrases(
    ["non-archived|unarchived products?", "active products"],
    one(filter("productStatus", ["Archived"], "notIn")),
  ),
  ...phrases(["production|live products|product?", "in production"], one(filter("productStatus", ["Production"]))),
  ...phrases(["development products|product?", "in development"], one(filter("productStatus", ["Development"]))),
  ...phrases(["tagged", "with tag"], one({ kind: "filler" })),
  ...phrases(
    [
      "exclude|excluding|excludes|except|without|not|no|minus|excl",
      "except for",
      "other than",
      "apart from",
      "but not",
      "leave|leaving out",
      "outside",
      "outside of",
      "non",
    ],
    one({ kind: "negate" }),
  ),
];

const ORDER_PHRASES: Phrase[] = [
  ...phrases(["top {n}", "{n} most|best|biggest|largest|highest|top", "best {n}"], limit("desc")),
  ...phrases(["bottom {n}", "{n} least|fewest|lowest|worst|smallest", "worst {n}"], limit("asc")),
  ...phrases(["top"], () => [{ kind: "limit", limit: TOP_WITHOUT_NUMBER, direction: "desc" }]),
  ...phrases(["bottom"], () => [{ kind: "limit", limit: TOP_WITHOUT_NUMBER, direction: "asc" }]),
  ...phrases(["first|limit {n}", "{n} rows|results|lines"], limit()),
  ...phrases(
    [
      "most|best|highest|biggest|largest|popular|descending",
      "most popular",
      "best selling",
      "best-selling",
      "most first",
    ],
    one({ kind: "order", by: "value", direction: "desc" }),
  ),
  ...phrases(
    ["least|fewest|lowest|worst|smallest|ascending", "least popular", "least first"],
    one({ kind: "order", by: "value", direction: "asc" }),
  ),
  ...phrases(
    [
      "alphabetical|alphabetically|chronological|chronologically",
      "in alphabetical|date order",
      "oldest|earliest first",
      "a-z",
    ],
    one({ kind: "order", by: "dimension", direction: "asc" }),
  ),
  ...phrases(
    ["newest|latest first", "most recent first", "z-a", "reverse alphabetical order?"],
    one({
      kind: "order",
      by: "dimension",
      direction: "desc",
    }),
  ),
];

/** Words that carry nothing (after every phrase above has had its chance). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a an the of for by per in on at to from with within during over across into and or all any every each " +
    "total overall show me give list tell find get display see want need would like could can please let know " +
    "what what's whats which who whose where when how many much is are was were be been being did do does done " +
    "have has had got i we our my you your they their them it its this that these those there here only just " +
    "also still so far up till now number count amount figure figures data report stats statistics breakdown " +
    "broken down split grouped group sorted sort ordered order rank ranked ranking customers shoppers people users " +
    "times made created happened occurred trend trends change changes difference growth did were ever our " +
    "performed perform performing doing done make makes more fewer less"
  ).split(" "),
);

/** The grammar's words, ready to be joined with a company's (see companyPhrases). */
export const FIXED_PHRASES: readonly Phrase[] = [
  ...MEASURE_PHRASES,
  ...DIMENSION_PHRASES,
  ...FILTER_PHRASES,
  ...ORDER_PHRASES,
  ...DATE_PHRASES,
  ...COMPARE_PHRASES,
];

export function phraseBook(companyPhrases: readonly Phrase[]): PhraseBook {
  return new PhraseBook(FIXED_PHRASES, companyPhrases);
}

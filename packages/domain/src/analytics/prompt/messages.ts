import type { AnalyticsHive } from "../prompt-query.schema";
import { PROMPT_RANGE_MAX_DAYS } from "../prompt-query.schema";

// The texts a prompt report answers with when a question cannot be read (the errorMessage shown after the spec's
// failure text, PROMPT_REPORT_FAILURE).

/** Questions each hive can answer, offered when a question cannot be read. */
export const PROMPT_EXAMPLES: Record<AnalyticsHive, readonly string[]> = {
  recipe: [
    "top 5 products by saved recipes last month on the US site",
    "saved recipes by week this month",
    "which personal texts were saved most in March",
    "mobile vs desktop last 7 days",
  ],
  actionevent: [
    "sessions this week",
    "how many mobile sessions this week compared with last week",
    "top options chosen last month",
    "added to cart by site this month",
  ],
};

const quoted = (words: readonly string[]) => words.map((word) => `"${word}"`).join(", ");

export const PROMPT_MESSAGES = {
  unknownWords: (words: readonly string[], hive: AnalyticsHive) =>
    `I did not understand ${quoted(words)}. ${PROMPT_MESSAGES.suggestions(hive)}`,
  nothingAsked: (hive: AnalyticsHive) => `I could not find a question to answer. ${PROMPT_MESSAGES.suggestions(hive)}`,
  suggestions: (hive: AnalyticsHive) =>
    `I can count ${hive === "recipe" ? "saved recipes" : "sessions and actions"} by product, site, browser, device, ` +
    `placement, option, personal text or time, with filters and dates. Try for example: ` +
    `${PROMPT_EXAMPLES[hive].map((example) => `'${example}'`).join("; ")}.`,
  actionsOnly: (words: readonly string[]) =>
    `${quoted(words)} ${words.length === 1 ? "is" : "are"} about visitors' actions: ask this on Actions Analytics.`,
  eventPersonalization: (words: string) =>
    `Actions do not record which personalization a text was typed for, so "${words}" cannot narrow them: ` +
    "ask about 'texts entered', or ask this on Recipe Analytics.",
  notADay: (text: string) => `${text} is not a day of the calendar.`,
  countAtLeastOne: "A number of days, weeks, months, years or rows must be at least 1.",
  rangeTooLongPlain: `A prompt report covers at most ${PROMPT_RANGE_MAX_DAYS} days; ask about a shorter period.`,
  rangeTooLong: (period: string, days: number) =>
    `${period} is ${days} days long; a prompt report covers at most ${PROMPT_RANGE_MAX_DAYS} days. ` +
    `Ask about a shorter period.`,
  startAfterEnd: (period: string) => `The period ${period} starts after it ends: put the earlier day first.`,
  afterToday: (period: string, today: string) => `The period ${period} is after today: ask about days up to ${today}.`,
  twoPeriods: (first: string, second: string) =>
    `The question names two periods (${first} and ${second}). Ask about one, or compare them with 'compared with'.`,
  negateWithoutFilter:
    "Say what to leave out after 'excluding', 'except' or 'not': a site, product, tag, browser, device, placement " +
    "or archived products.",
  tooManyDimensions: (count: number) =>
    `A report can be broken down by at most 3 things at once; this question asks for ${count}.`,
  tooManyFilters: "A report takes at most 10 filters; ask a simpler question.",
  tooManyValues: "A filter takes at most 50 values; ask a simpler question.",
  cannotBuild: "I could not turn this question into a report. Rephrase it and try again.",
} as const;

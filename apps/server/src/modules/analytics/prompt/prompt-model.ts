import type { PromptVocabulary } from "@atelier/domain/analytics/prompt/read-question";
import {
  PROMPT_DIMENSIONS,
  PROMPT_FILTER_FIELDS,
  PROMPT_LIMIT_MAX,
  PromptQuery,
  type PromptReportInput,
} from "@atelier/domain/analytics/prompt-query.schema";
import { z } from "zod";
import type { AnalyticsModelConfig } from "../../../config";

/** How long the language model may take to answer. */
export const MODEL_TIMEOUT_MS = 20_000;
/** The most names of each kind the model is told about (the prompt stays small). */
const NAMES_MAX = 200;

/**
 * What the model is asked to answer: the structured query (other members are ignored). The report explains
 * the validated query in its own words, so that it says what is run, not what the model claims.
 */
const ModelAnswer = z.object({ query: PromptQuery });

/** The chat-completions answer, as far as it is read. */
const ChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

export interface ModelReading {
  query: PromptQuery;
}

type Input = z.output<typeof PromptReportInput>;

function instructions(vocabulary: PromptVocabulary, today: string): string {
  const names = (items: string[]) => items.slice(0, NAMES_MAX).join(", ") || "(none)";
  return [
    "You turn a question about a shop's analytics into a JSON object and nothing else.",
    'Answer {"query": {...}} where query has the members below.',
    "query has: hive (recipe: saved recipes; actionevent: front-end events), measure (count, sessions, products),",
    `dimensions (at most 3 of ${PROMPT_DIMENSIONS.join(", ")}),`,
    `filters (at most 10 of {field, op: in|notIn, values: [text]}; field one of ${PROMPT_FILTER_FIELDS.join(", ")}),`,
    'range {start, end} as YYYY-MM-DD days (both included), optional compare {start, end}, order {by: "value"|"dimension",',
    `direction: "asc"|"desc"}, optional limit (1 to ${PROMPT_LIMIT_MAX}).`,
    `Today is ${today} (UTC). Recipes have no sessions and no event types.`,
    `Products (style codes): ${names(vocabulary.products.map((p) => `${p.styleCode} (${p.name})`))}.`,
    `Sites: ${names(vocabulary.sites.map((s) => s.code))}. Placements: ${names(vocabulary.placements.map((p) => p.code))}.`,
    `Personal value names: ${names(vocabulary.personalizations.map((p) => p.key))}. Tags: ${names(vocabulary.tags)}.`,
    "Device values are mobile, tablet, desktop. Product statuses are Development, Production, Archived.",
  ].join("\n");
}

/**
 * Asks an OpenAI-compatible chat-completions endpoint to fill the structured query for a question the
 * grammar could not read. Its answer is only data: it is parsed with the domain's PromptQuery (the same
 * whitelist as the grammar's readings) and must keep the asked hive. Anything else (no answer within
 * MODEL_TIMEOUT_MS, an error status, text that is not such JSON) answers undefined.
 */
export async function askModel(
  config: AnalyticsModelConfig,
  input: Input,
  vocabulary: PromptVocabulary,
  today: string,
): Promise<ModelReading | undefined> {
  const question = [input.prompt, ...input.refinements.filter((r) => r !== "")].join("\n");
  const response = await fetch(config.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(config.key ? { authorization: `Bearer ${config.key}` } : {}),
    },
    body: JSON.stringify({
      model: config.model,
      temperature: 0,
      response_format: { type: "json_object" },
      messages: [
        { role: "system", content: instructions(vocabulary, today) },
        { role: "user", content: `Hive: ${input.hive}\nQuestion: ${question}` },
      ],
    }),
    signal: AbortSignal.timeout(MODEL_TIMEOUT_MS),
  });
  if (!response.ok) return undefined;
  const completion = ChatCompletion.safeParse(await response.json());
  if (!completion.success) return undefined;
  const content = completion.data.choices[0]?.message.content ?? "";
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return undefined;
  }
  const answer = ModelAnswer.safeParse(json);
  if (!answer.success || answer.data.query.hive !== input.hive) return undefined;
  return answer.data;
}

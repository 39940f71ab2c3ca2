import { explainQuery } from "@atelier/domain/analytics/prompt/explain";
import { readQuestion } from "@atelier/domain/analytics/prompt/read-question";
import type { PromptQuery, PromptReportInput, PromptReportResult } from "@atelier/domain/analytics/prompt-query.schema";
import type { z } from "zod";
import type { Actor } from "../../../auth/actor";
import type { AppDeps } from "../../../deps";
import { MODEL_EXPLAINED_PREFIX } from "./prompt-messages";
import { askModel } from "./prompt-model";
import { runPromptQuery } from "./prompt-query.repo";
import { promptQueryProblem } from "./prompt-query-check";
import { companyVocabulary } from "./prompt-vocabulary";

type Input = z.output<typeof PromptReportInput>;
type Deps = Pick<AppDeps, "db" | "clock" | "config" | "log">;

/** The answer for a question that cannot be run: the web shows the spec's failure text, then errorMessage. */
function failure(input: Input, errorMessage: string): PromptReportResult {
  return {
    result: [],
    error: true,
    errorMessage,
    prompt: input.prompt,
    explained: "",
    start: null,
    end: null,
    endInclusive: true,
  };
}

/** The language model's reading, when one is configured and gives a usable answer (never throws). */
async function modelReading(deps: Deps, input: Input, today: string, vocabulary: Parameters<typeof askModel>[2]) {
  const model = deps.config.analyticsModel;
  if (!model) return undefined;
  try {
    return await askModel(model, input, vocabulary, today);
  } catch (error) {
    deps.log.warn({ err: error }, "the analytics language model did not answer");
    return undefined;
  }
}

/**
 * `POST analytics/prompt`: reads the question (and its refinements) with the grammar over the company's own
 * words, or, when the grammar cannot and a language model is configured, with the model; checks the
 * structured query and runs it over the company's raw rows of the hive. A question neither can read, or a
 * reading that cannot be run, answers error true with a message saying why.
 */
export async function promptReport(deps: Deps, actor: Actor, input: Input): Promise<PromptReportResult> {
  const today = deps.clock().toISOString().slice(0, 10);
  const vocabulary = await companyVocabulary(deps, actor);
  const reading = readQuestion(input, vocabulary, today);
  let read: { query: PromptQuery; explained: string };
  if (reading.ok) {
    read = { query: reading.query, explained: reading.explained };
  } else {
    const byModel = await modelReading(deps, input, today, vocabulary);
    if (!byModel) return failure(input, reading.errorMessage);
    read = { query: byModel.query, explained: `${MODEL_EXPLAINED_PREFIX} ${explainQuery(byModel.query, vocabulary)}` };
  }
  return runReading(deps, actor, input, read.query, read.explained);
}

async function runReading(
  deps: Deps,
  actor: Actor,
  input: Input,
  query: PromptQuery,
  explained: string,
): Promise<PromptReportResult> {
  if (query.hive !== input.hive) return failure(input, `This question reads ${query.hive} data, not ${input.hive}.`);
  const problem = promptQueryProblem(query);
  if (problem) return failure(input, problem);
  const result = await runPromptQuery(deps.db, actor.companyId, query);
  return {
    result,
    error: false,
    errorMessage: null,
    prompt: input.prompt,
    explained,
    start: query.range.start,
    end: query.range.end,
    endInclusive: true,
  };
}

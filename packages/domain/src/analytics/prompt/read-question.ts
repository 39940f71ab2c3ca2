import type { AnalyticsHive, PromptQuery } from "../prompt-query.schema";
import { applyMeaning, buildQuery, emptyDraft } from "./build-query";
import { companyPhrases, type PromptVocabulary } from "./company-phrases";
import { explainQuery } from "./explain";
import { phraseBook } from "./fixed-phrases";
import { readText } from "./meaning";
import { PROMPT_MESSAGES } from "./messages";

// Prompt reports: a question in plain English (and its clarifications) read by a grammar of our own into the
// structured PromptQuery. See docs/decisions/analytics-prompt-grammar.md.

export type { PromptVocabulary } from "./company-phrases";

export type QuestionReading =
  | { ok: true; query: PromptQuery; explained: string }
  | { ok: false; unknownWords: string[]; errorMessage: string };

function uniqueWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  return words.filter((word) => {
    const key = word.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** today is the UTC day YYYY-MM-DD the question is asked on (relative dates count from it). */
export function readQuestion(
  input: { hive: AnalyticsHive; prompt: string; refinements: string[] },
  vocabulary: PromptVocabulary,
  today: string,
): QuestionReading {
  const { hive } = input;
  const book = phraseBook(companyPhrases(vocabulary));
  const texts = [input.prompt, ...input.refinements.filter((refinement) => refinement.trim() !== "")];
  const meanings = texts.map((text) => readText(text, hive, book, today));
  const fail = (errorMessage: string, unknownWords: string[] = []): QuestionReading => ({
    ok: false,
    unknownWords,
    errorMessage,
  });

  const unknownWords = uniqueWords(meanings.flatMap((meaning) => meaning.unknownWords));
  if (unknownWords.length > 0) return fail(PROMPT_MESSAGES.unknownWords(unknownWords, hive), unknownWords);
  const actionsOnly = uniqueWords(meanings.flatMap((meaning) => meaning.actionsOnly));
  if (actionsOnly.length > 0) return fail(PROMPT_MESSAGES.actionsOnly(actionsOnly));
  const problem = meanings.flatMap((meaning) => meaning.problems)[0];
  if (problem !== undefined) return fail(problem);
  if (!meanings[0]?.meaningful) return fail(PROMPT_MESSAGES.nothingAsked(hive));

  const draft = meanings.reduce(applyMeaning, emptyDraft());
  const built = buildQuery(hive, draft, today);
  if (!built.ok) return fail(built.problem);
  return { ok: true, query: built.query, explained: explainQuery(built.query, vocabulary) };
}

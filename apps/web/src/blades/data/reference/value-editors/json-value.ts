import { CUSTOM_ATTRIBUTE_MESSAGES } from "@atelier/domain/shared/custom-attributes";

/** Why a JSON value cannot be saved (the parser's own words), or null; an empty value is no JSON and is allowed. */
export function jsonProblem(text: string): string | null {
  if (text.trim() === "") return null;
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return `${CUSTOM_ATTRIBUTE_MESSAGES.invalidJson} ${detail}`;
  }
}

/** The value laid out with two-space indents; the text as it was when it is empty or not JSON. */
export function formatJson(text: string): string {
  if (jsonProblem(text) !== null || text.trim() === "") return text;
  return JSON.stringify(JSON.parse(text), null, 2);
}

import { animals, colors, uniqueNamesGenerator } from "unique-names-generator";

/**
 * The phrase a user types to confirm a workspace copy (spec part 2, 5): a colour and an animal in lower
 * case, e.g. 'amber walrus'. A seed gives the same phrase every time (for tests).
 */
export function newCopyPhrase(seed?: number): string {
  return uniqueNamesGenerator({ dictionaries: [colors, animals], separator: " ", style: "lowerCase", seed });
}

/** The typed text matches the phrase exactly (case and inner spaces as shown); only outer spaces are ignored. */
export function matchesCopyPhrase(typed: string, phrase: string): boolean {
  return typed.trim() === phrase;
}

/** The longest batch edit prompt read, in characters. */
export const BATCH_EDIT_PROMPT_MAX = 4000;

/** What the batch edit prompt parser answers when it cannot read an instruction. */
export const BATCH_EDIT_PROBLEMS = {
  tooLong: `The prompt is too long: write at most ${BATCH_EDIT_PROMPT_MAX} characters.`,
  unknownWords: (words: string[]) =>
    `Some words were not understood: ${words.map((w) => `'${w}'`).join(", ")}. Rephrase the instruction, or quote a value "like this".`,
  noVerb:
    "Start each instruction with what to do: add or remove a tag, activate, deactivate, set or remove an attribute.",
  noTag: "Name the tag to add or remove, for example: add the tag summer to every option.",
  noAttribute: "Name the attribute, for example: set attribute color to red.",
  noValue: (name: string) => `Give the value of attribute ${name}, for example: set attribute ${name} to red.`,
  scopeNotForTags: "A site or a date applies only to activate and deactivate; tags and attributes are not per site.",
  twoSites: "Name one site per instruction, or write one instruction per site.",
  missingValue: (word: string) => `Give a value after '${word}', for example: starting with RED.`,
  noPrevious: "Say which entries: 'them' refers to the instruction before, and there is none.",
  badDate: (text: string) => `'${text}' is not a date: write it as 2026-12-01 or December 1, 2026.`,
} as const;

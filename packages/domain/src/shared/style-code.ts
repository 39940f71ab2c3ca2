/**
 * The invalidChars rule of codes: style codes, and the codes of options, placements, variables and
 * joints. A code goes into addresses (the Studio and Blueprint links, image names) and exported file
 * names, so it may not hold spaces or characters that break either.
 */
export const STYLE_CODE_INVALID_CHARS = [
  "/",
  "\\",
  "?",
  "#",
  "%",
  "&",
  "+",
  ",",
  ":",
  ";",
  "*",
  '"',
  "'",
  "<",
  ">",
  "|",
];

/** The message of the rule for a code field, e.g. "Style code cannot include spaces or any of these characters: ...". */
export function invalidCodeMessage(label: string): string {
  return `${label} cannot include spaces or any of these characters: ${STYLE_CODE_INVALID_CHARS.join(" ")}`;
}

export const STYLE_CODE_INVALID_MESSAGE = invalidCodeMessage("Style code");

/** True when the (trimmed) code holds no whitespace and none of the invalid characters. */
export function isValidCode(code: string): boolean {
  if (/\s/.test(code)) return false;
  return !STYLE_CODE_INVALID_CHARS.some((char) => code.includes(char));
}

export const isValidStyleCode = isValidCode;

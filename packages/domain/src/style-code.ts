/**
 * The invalidChars rule of style codes. A style code goes into addresses (the Studio and Blueprint
 * links) and exported file names, so it may not hold spaces or characters that break either.
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

export const STYLE_CODE_INVALID_MESSAGE = `Style code cannot include spaces or any of these characters: ${STYLE_CODE_INVALID_CHARS.join(" ")}`;

/** True when the (trimmed) style code holds no whitespace and none of the invalid characters. */
export function isValidStyleCode(styleCode: string): boolean {
  if (/\s/.test(styleCode)) return false;
  return !STYLE_CODE_INVALID_CHARS.some((char) => styleCode.includes(char));
}

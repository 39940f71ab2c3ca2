import { keywordOf } from "./keywords";

const NON_ASCII_WORD = /[\p{L}\p{M}\p{Nd}]/u;

/** Letters (any script), digits and _ - / . $ , make up words (spec part 1 section 5). */
export function isWordCodePoint(code: number): boolean {
  if (code >= 0x80) return NON_ASCII_WORD.test(String.fromCodePoint(code));
  return (
    (code >= 0x61 && code <= 0x7a) || // a-z
    (code >= 0x41 && code <= 0x5a) || // A-Z
    (code >= 0x30 && code <= 0x39) || // 0-9
    code === 0x5f || // _
    code === 0x2d || // -
    code === 0x2f || // /
    code === 0x2e || // .
    code === 0x24 || // $
    code === 0x2c // ,
  );
}

/** Space, tab, line breaks, vertical tab and form feed separate tokens. */
export function isWhitespace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d);
}

export function isLineBreak(code: number): boolean {
  return code === 0x0a || code === 0x0d;
}

/** The code point at an offset (a lone surrogate counts as itself). */
export function codePointAt(text: string, offset: number): number {
  return text.codePointAt(offset) ?? 0;
}

/** True when a value can be written without quotes: a non-empty word that spells no keyword. */
export function isBareWord(text: string): boolean {
  if (text.length === 0) return false;
  for (let offset = 0; offset < text.length; ) {
    const code = codePointAt(text, offset);
    if (!isWordCodePoint(code)) return false;
    offset += code > 0xffff ? 2 : 1;
  }
  return keywordOf(text) === null;
}

const FIRST_LETTER = /[\p{L}\p{N}]/u;

/** Up to two initials of a company name: the first letter or digit of each of its first two words. */
export function companyInitials(name: string): string {
  const initials: string[] = [];
  for (const word of name.trim().split(/\s+/)) {
    const letter = FIRST_LETTER.exec(word)?.[0];
    if (letter !== undefined) initials.push(letter.toLocaleUpperCase());
    if (initials.length === 2) break;
  }
  return initials.join("");
}

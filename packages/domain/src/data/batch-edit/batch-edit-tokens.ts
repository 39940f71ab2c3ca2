/** The batch edit prompt as words: quoted values kept whole, instructions split (read-batch-edit.ts reads them). */

export interface Token {
  text: string;
  lower: string;
  quoted: boolean;
  /** A separator between instructions ('.', ';'). */
  stop?: boolean;
}

export function tokenize(prompt: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = prompt.length;
  const push = (text: string, quoted = false) => tokens.push({ text, lower: text.toLowerCase(), quoted });
  while (i < n) {
    const c = prompt.charAt(i);
    if (/\s/.test(c) || c === "," || c === "!" || c === "?") {
      i++;
      continue;
    }
    if (c === ";" || (c === "." && (i + 1 >= n || /\s/.test(prompt.charAt(i + 1))))) {
      tokens.push({ text: c, lower: c, quoted: false, stop: true });
      i++;
      continue;
    }
    if (c === '"' || c === "“" || c === "”") {
      let j = i + 1;
      while (j < n && !['"', "“", "”"].includes(prompt.charAt(j))) j++;
      push(prompt.slice(i + 1, j).trim(), true);
      i = j + 1;
      continue;
    }
    let j = i;
    while (j < n) {
      const d = prompt.charAt(j);
      if (/\s/.test(d) || d === "," || d === ";" || d === '"' || d === "“" || d === "”" || d === "!" || d === "?")
        break;
      if (d === "." && (j + 1 >= n || /\s/.test(prompt.charAt(j + 1)))) break;
      j++;
    }
    let word = prompt.slice(i, j);
    if (word.endsWith(":")) word = word.slice(0, -1);
    if (word !== "") push(word);
    i = j;
  }
  return tokens;
}

const VERBS = new Set([
  "add",
  "put",
  "attach",
  "apply",
  "tag",
  "untag",
  "remove",
  "drop",
  "delete",
  "strip",
  "activate",
  "enable",
  "reactivate",
  "unarchive",
  "deactivate",
  "disable",
  "archive",
  "turn",
  "switch",
  "set",
  "change",
]);

/** Splits the tokens into instructions at '.', ';', 'then', and 'and' before a verb ('and then' included). */
export function splitInstructions(tokens: Token[]): Token[][] {
  const parts: Token[][] = [];
  let current: Token[] = [];
  const flush = () => {
    if (current.length > 0) parts.push(current);
    current = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (t.stop || (!t.quoted && t.lower === "then")) {
      flush();
      continue;
    }
    if (!t.quoted && t.lower === "and" && current.length > 0) {
      const next = tokens[i + 1];
      if (next !== undefined && !next.quoted && (next.lower === "then" || VERBS.has(next.lower))) {
        flush();
        continue;
      }
    }
    current.push(t);
  }
  flush();
  return parts;
}

import { isWordCodePoint } from "@atelier/domain/rules/characters";
import { CONDITION_KEYWORDS, EFFECT_KEYWORDS, STRUCTURE_KEYWORDS } from "@atelier/domain/rules/keywords";
import { HighlightStyle, StreamLanguage, type StringStream, syntaxHighlighting } from "@codemirror/language";
import { tags } from "@lezer/highlight";

const STATEMENT_WORDS = new Set(["IF", "THEN", "ELSEIF", "ELSE", "END"]);

/** The colour class of each keyword of the language: statement, condition, effect or operator. */
const KEYWORD_KINDS = new Map<string, string>([
  ...CONDITION_KEYWORDS.map((word) => [word, "condition"] as const),
  ...EFFECT_KEYWORDS.map((word) => [word, "effect"] as const),
  ...STRUCTURE_KEYWORDS.map((word) => [word, STATEMENT_WORDS.has(word) ? "statement" : "operator"] as const),
]);

/** The domain lexer's word rule, one character at a time as the stream reads. */
const isWordCharacter = (char: string) => isWordCodePoint(char.codePointAt(0) ?? 0);

interface LineState {
  /** Inside a quoted string that the line ended in (the parser reports it; the colours carry on). */
  inString: boolean;
}

function readString(stream: StringStream): boolean {
  let escaped = false;
  while (!stream.eol()) {
    const char = stream.next();
    if (char === '"' && !escaped) return true;
    escaped = char === "\\" && !escaped;
  }
  return false;
}

/**
 * Colours for the coded-rule language: keywords by their kind (statement, condition, effect,
 * operator), strings, comments and parentheses. Only colours: the errors come from the domain parser.
 */
const codedRuleStream = StreamLanguage.define<LineState>({
  name: "atelier-coded-rule",
  startState: () => ({ inString: false }),
  token(stream, state) {
    if (state.inString) {
      state.inString = !readString(stream);
      return "string";
    }
    if (stream.eatSpace()) return null;
    if (stream.peek() === "#") {
      stream.skipToEnd();
      return "comment";
    }
    if (stream.eat('"')) {
      state.inString = !readString(stream);
      return "string";
    }
    if (stream.eat("(") || stream.eat(")")) return "paren";
    if (stream.eatWhile(isWordCharacter)) {
      const kind = KEYWORD_KINDS.get(stream.current().toUpperCase());
      return kind ?? "variableName";
    }
    stream.next();
    return "invalid";
  },
  tokenTable: {
    statement: tags.controlKeyword,
    condition: tags.keyword,
    effect: tags.function(tags.variableName),
    operator: tags.operatorKeyword,
  },
  languageData: { commentTokens: { line: "#" } },
});

const codedRuleColours = HighlightStyle.define([
  { tag: tags.controlKeyword, color: "var(--mantine-color-violet-7)", fontWeight: "600" },
  { tag: tags.keyword, color: "var(--mantine-color-blue-8)" },
  { tag: tags.function(tags.variableName), color: "var(--mantine-color-teal-9)", fontWeight: "600" },
  { tag: tags.operatorKeyword, color: "var(--mantine-color-orange-8)" },
  { tag: tags.string, color: "var(--mantine-color-green-8)" },
  { tag: tags.comment, color: "var(--mantine-color-gray-6)", fontStyle: "italic" },
  { tag: tags.paren, color: "var(--mantine-color-gray-7)" },
  { tag: tags.invalid, color: "var(--mantine-color-red-8)" },
]);

export const codedRuleHighlighting = [codedRuleStream, syntaxHighlighting(codedRuleColours)];

import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { tags } from "@lezer/highlight";

/**
 * The colours of data and markup code (JSON, HTML) in the code editor: the coded rules' palette, each
 * shade dark enough to read on the editor's current-line background (WCAG AA).
 */
const codeColours = HighlightStyle.define([
  { tag: [tags.propertyName, tags.attributeName], color: "var(--mantine-color-blue-8)" },
  { tag: [tags.string, tags.attributeValue], color: "var(--mantine-color-green-9)" },
  { tag: [tags.number, tags.bool, tags.null], color: "var(--mantine-color-orange-9)" },
  { tag: [tags.tagName, tags.keyword], color: "var(--mantine-color-violet-8)", fontWeight: "600" },
  { tag: [tags.angleBracket, tags.separator, tags.brace, tags.squareBracket], color: "var(--mantine-color-gray-7)" },
  { tag: tags.comment, color: "var(--mantine-color-gray-7)", fontStyle: "italic" },
  { tag: tags.invalid, color: "var(--mantine-color-red-8)" },
]);

export const codeHighlighting = syntaxHighlighting(codeColours);

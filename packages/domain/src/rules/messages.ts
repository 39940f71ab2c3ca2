/** Texts of the coded-rule language's syntax errors (spec part 1 section 5), kept once. */
export const RULE_MESSAGES = {
  expectedIf: "Expected IF",
  expectedThen: "Expected THEN after condition",
  expectedEnd: "Expected END",
  expectedOfAfterAny: "Expected 'OF' after 'ANY'",
  expectedOfAfterAll: "Expected 'OF' after 'ALL'",
  unexpectedAnyAll: "Unexpected ANY/ALL, ANY OF and ALL OF can only be used directly after IF",
  expectedCondition: "Expected condition (TAGGED, COMPONENT, ISLOCALE, ISSITE, ALWAYS, INITIAL, CHANGED, or HASVALUE)",
  expectedEffect:
    "Expected effect (BLOCK, ALLOW, SELECT, REQUIRESTRING, REQUIRENUMBER, ACTION, UPDATEBLUEPRINT, or SET)",
  unexpectedCharacter: "Unexpected character",
  unterminatedString: "Unterminated string",
  invalidEscape: "Invalid escape sequence",
} as const;

/** What an argument holds, as the spec names it after 'Expected'. */
export const RULE_ARGUMENT_NAMES = {
  tag: "tag name",
  placementCode: "placement code",
  placementName: "placement name",
  component: "component name",
  attribute: "attribute name",
  locale: "locale name",
  site: "site name",
  value: "value",
  attributePath: "attribute path",
  event: "event name",
  parameter: "parameter value",
} as const;
export type RuleArgumentName = (typeof RULE_ARGUMENT_NAMES)[keyof typeof RULE_ARGUMENT_NAMES];

export const ruleMessages = {
  expectedArgument: (name: RuleArgumentName) => `Expected ${name}`,
  expectedOpenParen: (keyword: string) => `Expected '(' after ${keyword}`,
  expectedCloseParen: (keyword: string) => `Expected ')' to close ${keyword}`,
  expectedKeywordAfter: (keyword: string, after: string) => `Expected '${keyword}' after ${after}`,
  located: (line: number, column: number, message: string) => `Line ${line}, Column ${column}: ${message}`,
} as const;

import type { RuleSyntaxError } from "@atelier/domain/rules/parse";
import { List, Text } from "@mantine/core";

/** How many errors the list shows; the lint marks in the editor show every one. */
const SHOWN_ERRORS = 20;

/** The live list of syntax errors under a coded rule's editor (spec part 1 section 2.8). */
export function RuleErrorList({ errors }: { errors: readonly RuleSyntaxError[] }) {
  if (errors.length === 0) {
    return (
      <Text size="xs" c="dimmed" data-testid="rule-errors">
        No syntax errors.
      </Text>
    );
  }
  const hidden = errors.length - SHOWN_ERRORS;
  return (
    <div role="alert" data-testid="rule-errors">
      <List size="xs" c="red.8" spacing={2}>
        {errors.slice(0, SHOWN_ERRORS).map((error) => (
          <List.Item key={`${error.from}-${error.message}`}>{error.message}</List.Item>
        ))}
      </List>
      {hidden > 0 && (
        <Text size="xs" c="dimmed">
          {hidden === 1 ? "1 more error" : `${hidden} more errors`}
        </Text>
      )}
    </div>
  );
}

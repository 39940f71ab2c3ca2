import type { RuleSyntaxError } from "@atelier/domain/rules/parse";
import { List, Text } from "@mantine/core";
import { TONES } from "../../../app/theme-tokens";

/** How many errors the list shows; the lint marks in the editor show every one. */
const SHOWN_ERRORS = 20;

interface RuleErrorListProps {
  id: string;
  /** The parser's errors, live as the code changes. */
  errors: readonly RuleSyntaxError[];
  /** The form's error for the code when the parser finds none (e.g. the code is too long). */
  otherError?: string;
}

function ErrorLines({ errors, otherError }: Omit<RuleErrorListProps, "id">) {
  if (errors.length === 0 && otherError === undefined) {
    return (
      <Text size="xs" c="dimmed">
        No syntax errors.
      </Text>
    );
  }
  const messages = errors.length > 0 ? errors.slice(0, SHOWN_ERRORS).map((error) => error.message) : [otherError ?? ""];
  const hidden = errors.length - SHOWN_ERRORS;
  return (
    <>
      <List size="xs" c={TONES.danger} spacing={2}>
        {messages.map((message, index) => (
          // The same message can stand at two places; its position in the list tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt from each parse.
          <List.Item key={index}>{message}</List.Item>
        ))}
      </List>
      {hidden > 0 && (
        <Text size="xs" c="dimmed">
          {hidden === 1 ? "1 more error" : `${hidden} more errors`}
        </Text>
      )}
    </>
  );
}

/**
 * The live list of syntax errors under a coded rule's editor (spec part 1 section 2.8). A polite live
 * region: screen readers read the new list when typing pauses, without interrupting.
 */
export function RuleErrorList({ id, errors, otherError }: RuleErrorListProps) {
  return (
    <div id={id} aria-live="polite" data-testid="rule-errors">
      <ErrorLines errors={errors} otherError={otherError} />
    </div>
  );
}

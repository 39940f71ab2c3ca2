import { Group, Stack, Text } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";
import { CONFIRM_COLORS } from "../../app/theme-tokens";
import classes from "./sticky-action-bar.module.css";

interface StickyActionBarProps {
  /** The toolbar's accessible name, e.g. 'Version actions'. */
  label: string;
  testId?: string;
  /** Saving changes what shoppers see (the product is past Development): the bar turns the caution colour. */
  danger: boolean;
  /** Said under the buttons while `danger`, e.g. why saves ask 'Confirm?'. */
  dangerNote?: { text: string; testId: string };
  /** The buttons on the left (archive and saves); left out when there are none. */
  start?: ReactNode;
  /** The buttons on the right (menus and links to other blades). */
  end?: ReactNode;
}

/** The bar's look while saves ask 'Confirm?': the colour those 'Confirm?' buttons take. */
const CAUTION_BAR: CSSProperties = {
  background: `var(--mantine-color-${CONFIRM_COLORS.save}-0)`,
  borderBottom: `2px solid var(--mantine-color-${CONFIRM_COLORS.save}-6)`,
};

/** The action bar of an editor blade: it sticks to the top of the blade while the body scrolls. */
export function StickyActionBar({ label, testId, danger, dangerNote, start, end }: StickyActionBarProps) {
  return (
    <Stack
      gap={6}
      className={classes.bar}
      data-danger={danger || undefined}
      style={danger ? CAUTION_BAR : undefined}
      data-testid={testId}
      role="toolbar"
      aria-label={label}
    >
      <Group gap="xs" justify="space-between">
        {start && <Group gap="xs">{start}</Group>}
        {end && <Group gap="xs">{end}</Group>}
      </Group>
      {danger && dangerNote && (
        <Text size="xs" c={`${CONFIRM_COLORS.save}.9`} data-testid={dangerNote.testId}>
          {dangerNote.text}
        </Text>
      )}
    </Stack>
  );
}

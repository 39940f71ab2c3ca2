import { UnstyledButton } from "@mantine/core";
import { IconChevronsRight } from "@tabler/icons-react";
import classes from "./blade-frame.module.css";

/** A parent blade collapsed for lack of room: its title down a slim strip; a click brings the blade back. */
export function BladeStrip({ title, onExpand }: { title: string; onExpand: () => void }) {
  return (
    <UnstyledButton
      className={classes.strip}
      onClick={onExpand}
      aria-label={`Show ${title}`}
      title={title}
      data-testid="blade-strip"
    >
      <IconChevronsRight size={16} aria-hidden />
      <span className={classes.stripTitle}>{title}</span>
    </UnstyledButton>
  );
}

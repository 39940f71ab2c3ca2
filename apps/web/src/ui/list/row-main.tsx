import type { CSSProperties, ReactNode } from "react";
import classes from "./list.module.css";
import { type RowMode, SelectionMark } from "./selection-mark";

interface RowMainProps {
  mode: RowMode;
  selected: boolean;
  /** The row's tooltip (its full name, which the row may cut short). */
  title?: string;
  /** Opens, picks or toggles; without it the row is plain text. */
  onClick?: (() => void) | undefined;
  style?: CSSProperties;
  testId?: string;
  children: ReactNode;
}

/**
 * The row itself, before its buttons: the picker's mark and the row's texts, as one button that opens the
 * details in a list and picks or toggles in a picker (pressed while chosen among many).
 */
export function RowMain({ mode, selected, title, onClick, style, testId, children }: RowMainProps) {
  const mark = <SelectionMark mode={mode} selected={selected} />;
  if (!onClick)
    return (
      <div className={classes.main} style={style} data-testid={testId}>
        {mark}
        {children}
      </div>
    );
  return (
    <button
      type="button"
      className={classes.main}
      style={style}
      data-selected={(mode !== "list" && selected) || undefined}
      aria-pressed={mode === "pick-many" ? selected : undefined}
      title={title}
      data-testid={testId}
      onClick={onClick}
    >
      {mark}
      {children}
    </button>
  );
}

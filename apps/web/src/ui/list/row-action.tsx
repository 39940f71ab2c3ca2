import type { ReactNode } from "react";
import classes from "./list.module.css";

interface RowActionProps {
  /** The button's accessible name, and its tooltip unless a title is given. */
  label: string;
  title?: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A small button at a row's end (details, latest version, preview...). */
export function RowAction({ label, title = label, disabled, onClick, children }: RowActionProps) {
  return (
    <button
      type="button"
      className={classes.action}
      disabled={disabled}
      aria-label={label}
      title={title}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

import classes from "./list.module.css";

/** How a row behaves: opening details (list), picking at once (one) or toggling (many). */
export type RowMode = "list" | "pick-one" | "pick-many";

/** A picker's check box (many) or radio mark (one), drawn in CSS; the row's button carries the state. */
export function SelectionMark({ mode, selected }: { mode: RowMode; selected: boolean }) {
  if (mode === "list") return null;
  return (
    <span
      className={classes.mark}
      data-shape={mode === "pick-many" ? "box" : "dot"}
      data-checked={selected || undefined}
    />
  );
}

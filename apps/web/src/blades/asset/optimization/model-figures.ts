import type { ModelFigures } from "@atelier/domain/asset/optimization.schema";
import { formatFileSize } from "@atelier/domain/shared/file-size";
import { OPTIMIZATION_TEXTS } from "./optimization-texts";

/** The figures in the details' order, and whether each is a size in bytes. */
export const FIGURE_ROWS: readonly { key: keyof ModelFigures; bytes: boolean }[] = [
  { key: "size", bytes: true },
  { key: "vertices", bytes: false },
  { key: "triangles", bytes: false },
  { key: "meshes", bytes: false },
  { key: "textures", bytes: false },
  { key: "textureBytes", bytes: true },
];

const count = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1, signDisplay: "exceptZero" });

/** A figure as the details show it: sizes in KB or MB (part 3 section 9), counts grouped. */
export function formatFigure(value: number, bytes: boolean): string {
  return bytes ? formatFileSize(value) : count.format(value);
}

/** The change from before to after in percent, signed ('-42.5%'); '0%' when equal, '-' without a base. */
export function percentChange(before: number, after: number): string {
  if (before === after) return "0%";
  if (before === 0) return "-";
  return `${percent.format(((after - before) / before) * 100)}%`;
}

/** One row of the figures table. */
export interface FigureRow {
  label: string;
  before: string;
  after: string;
  change: string;
  /** Smaller (true), larger (false) or unchanged/unknown (null): the change's colour. */
  smaller: boolean | null;
}

/** The table's rows for the figures before and after (after null until the run succeeded). */
export function figureRows(before: ModelFigures, after: ModelFigures | null): FigureRow[] {
  return FIGURE_ROWS.map(({ key, bytes }) => {
    const was = before[key];
    const now = after?.[key];
    return {
      label: OPTIMIZATION_TEXTS.rows[key],
      before: formatFigure(was, bytes),
      after: now === undefined ? "-" : formatFigure(now, bytes),
      change: now === undefined ? "-" : percentChange(was, now),
      smaller: now === undefined || now === was ? null : now < was,
    };
  });
}

import type { ImageView } from "./version.schema";

/** The angle rules of image views (spec part 1, section 5). */

export interface ViewAngleIssue {
  path: string[];
  message: string;
}

type AngleField = "frameLow" | "frameHigh" | "bakedFrame";

export type ViewAngles = Pick<ImageView, "viewType" | "bakeInRecipe" | AngleField>;
export type ViewFlags = Pick<ImageView, "viewType" | "bakeInRecipe" | "productionReady">;

/** Which of a view's fields the editor shows besides its (start) angle. */
export interface ViewFieldsShown {
  /** Static views have no angle: they show their image URL instead. */
  angle: boolean;
  staticImageUrl: boolean;
  endAngle: boolean;
  bakeAngle: boolean;
  variants: boolean;
}

export const VIEW_ANGLE_MESSAGES = {
  endBeforeStart: "End angle must be at least the start angle.",
  bakeOutsideRange: "Bake angle must be between the start and end angles.",
} as const;

/** Single and Camera views use one angle, frameLow, called 'Angle'; a Range starts there. */
export function angleLabel(field: AngleField, viewType: ImageView["viewType"]): string {
  if (field === "frameHigh") return "End angle";
  if (field === "bakedFrame") return "Bake angle";
  return viewType === "Range" ? "Start angle" : "Angle";
}

function numberIssue(label: string, value: number): string | null {
  if (!Number.isFinite(value)) return `${label} must be a number.`;
  if (!Number.isInteger(value)) return `${label} must be a whole number.`;
  if (value < 0) return `${label} must be at least 0.`;
  return null;
}

export function viewFieldsShown(view: ViewFlags): ViewFieldsShown {
  const range = view.viewType === "Range";
  const isStatic = view.viewType === "Static";
  return {
    angle: !isStatic,
    staticImageUrl: isStatic,
    endAngle: range,
    bakeAngle: view.bakeInRecipe && range,
    variants: view.bakeInRecipe && !view.productionReady,
  };
}

/** What is wrong with a view's angles; only the angles its type uses are checked. */
export function viewAngleIssues(view: ViewAngles): ViewAngleIssue[] {
  const shown = viewFieldsShown({ ...view, productionReady: false });
  const fields: AngleField[] = shown.angle ? ["frameLow"] : [];
  if (shown.endAngle) fields.push("frameHigh");
  if (shown.bakeAngle) fields.push("bakedFrame");

  const issues: ViewAngleIssue[] = [];
  for (const field of fields) {
    const message = numberIssue(angleLabel(field, view.viewType), view[field]);
    if (message !== null) issues.push({ path: [field], message });
  }
  if (issues.length > 0 || !shown.endAngle) return issues;

  if (view.frameHigh < view.frameLow) {
    issues.push({ path: ["frameHigh"], message: VIEW_ANGLE_MESSAGES.endBeforeStart });
  } else if (shown.bakeAngle && (view.bakedFrame < view.frameLow || view.bakedFrame > view.frameHigh)) {
    issues.push({ path: ["bakedFrame"], message: VIEW_ANGLE_MESSAGES.bakeOutsideRange });
  }
  return issues;
}

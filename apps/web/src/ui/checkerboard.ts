import classes from "./checkerboard.module.css";

/** `className` with the checkerboard behind it when `on` (an image that may be transparent). */
export function withCheckerboard(className: string | undefined, on: boolean): string | undefined {
  return on ? [className, classes.checkerboard].filter(Boolean).join(" ") : className;
}

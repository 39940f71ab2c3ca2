import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SCREENSHOT_DIR } from "./env";

/**
 * Turns the first page of a PDF into `<SCREENSHOT_DIR>/<name>.png` with poppler's pdftoppm (Debian's
 * poppler-utils), so the printed document can be looked at like the screens. Answers the PNG's path.
 */
export function pdfFirstPageToPng(pdf: Buffer, name: string): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const source = join(SCREENSHOT_DIR, `${name}.pdf`);
  writeFileSync(source, pdf);
  const target = join(SCREENSHOT_DIR, name);
  execFileSync("pdftoppm", ["-png", "-r", "96", "-f", "1", "-l", "1", "-singlefile", source, target]);
  return `${target}.png`;
}

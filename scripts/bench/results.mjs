// The bench's figures: printed as they come, written together to bench-results.json.
import { writeFileSync } from "node:fs";

/** @typedef {{ name: string, value: number, unit: string }} Figure */

export function createResults() {
  /** @type {Figure[]} */
  const figures = [];
  return {
    figures,
    /** Records one figure: `results.add("name", 12.3, "ms")`. */
    add(name, value, unit) {
      const rounded = Math.abs(value) >= 100 ? Math.round(value * 10) / 10 : Number(value.toPrecision(4));
      figures.push({ name, value: rounded, unit });
      console.log(`  ${name}: ${rounded} ${unit}`);
    },
    write(path) {
      writeFileSync(path, `${JSON.stringify(figures, null, 2)}\n`);
    },
  };
}

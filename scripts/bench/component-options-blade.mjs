// The Component Options blade over 100,000 options: time from opening it to rows shown, and the time a
// quick-filter keystroke takes to repaint. Expects a running server whose demo company holds the options
// (scripts/bench/component-options-seed.mjs adds 100,000, coded OPT-000001 .. OPT-100000).
import { measureBladeKeystrokes } from "./blade-keystrokes.mjs";

/**
 * Signs in as the demo administrator, opens the Component Options blade and types in its filter: first
 * 'opt-0', which the code of every bench option but OPT-100000 holds, then keystrokes each changing which
 * options match (10,000, 1,000, 100, 10, 1 ... of 100,000).
 */
export async function measureComponentOptionsBlade({ baseUrl }) {
  const { total, ...times } = await measureBladeKeystrokes({
    baseUrl,
    blade: '[data-blade-id="ComponentOptions"]',
    entry: /^Component Options$/,
    row: '[data-testid="option-row"]',
    count: '[data-testid="options-count"]',
    prefix: "opt-0",
    countTimeout: 60_000,
    showEntry: async (sidebar) => {
      const entry = sidebar.getByRole("button", { name: "Component Options", exact: true });
      if (!(await entry.isVisible())) await sidebar.getByRole("button", { name: "Metadata", exact: true }).click();
      await entry.waitFor({ timeout: 30_000 });
    },
  });
  return { ...times, options: total };
}

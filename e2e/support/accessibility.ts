import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, ImpactValue } from "axe-core";

/**
 * axe-core's script, evaluated in the page rather than added with page.addScriptTag: Atelier's
 * Content-Security-Policy (script-src 'self') refuses the inline script addScriptTag adds, and the
 * evaluation Playwright does through the browser's debugging protocol is not subject to it.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The findings that fail a test; moderate and minor ones are left to review. */
const FAILING_IMPACTS: readonly ImpactValue[] = ["critical", "serious"];

interface Finding {
  rule: string;
  impact: ImpactValue | undefined;
  help: string;
  targets: string[];
}

type AxeWindow = Window & { axe?: { run: (context: Document) => Promise<AxeResults> } };

async function injectAxe(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => (window as AxeWindow).axe !== undefined);
  if (!loaded) await page.evaluate(AXE_SOURCE);
}

function describe(finding: Finding): string {
  return `- ${finding.rule} (${finding.impact}): ${finding.help}\n${finding.targets.map((target) => `    ${target}`).join("\n")}`;
}

/**
 * Runs axe-core on the whole page and fails listing every critical or serious violation with the
 * selectors of its elements, so each screen the suite photographs is checked too.
 */
export async function expectNoSeriousAxeViolations(page: Page, screen: string): Promise<void> {
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (window as AxeWindow).axe;
    if (!axe) throw new Error("axe-core is not loaded");
    const results = await axe.run(document);
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? undefined,
      help: violation.help,
      targets: violation.nodes.map((node) => {
        const why = [...node.any, ...node.all, ...node.none][0]?.message ?? "";
        return `${node.target.join(" ")}${why ? `: ${why}` : ""}`;
      }),
    }));
  });
  const failing = violations.filter((finding) => FAILING_IMPACTS.includes(finding.impact ?? null));
  if (failing.length > 0) {
    throw new Error(`Accessibility findings on ${screen} (axe-core):\n${failing.map(describe).join("\n")}`);
  }
}

import type { Page } from "@playwright/test";

/**
 * Collects what the page's content security policy refused: the `securitypolicyviolation` events of every
 * document the page opens, and console errors that name the policy. Call before the first navigation.
 */
export async function recordPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.effectiveDirective} refused ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => {
    const fromEvents = await page.evaluate(
      () => (window as unknown as { policyViolations?: string[] }).policyViolations ?? [],
    );
    return [...fromEvents, ...fromConsole];
  };
}

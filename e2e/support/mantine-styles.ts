import type { Page } from "@playwright/test";

/** Mantine's generated class names (`m_77c9d27d`): one per part of a component, each with its rules. */
const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;

const mantineClassesIn = (texts: string[]): Set<string> =>
  new Set(texts.flatMap((text) => text.match(MANTINE_CLASS) ?? []));

/** The Mantine classes on the page's elements. */
export async function mantineClassesShown(page: Page): Promise<Set<string>> {
  const classes = await page.evaluate(() =>
    Array.from(document.querySelectorAll("[class]"), (element) => element.getAttribute("class") ?? ""),
  );
  return mantineClassesIn(classes);
}

export interface MantineRules {
  /** The Mantine classes that the page's style sheets have rules for (in layers and media queries too). */
  styled: Set<string>;
  /** Those with a rule outside any CSS layer, which would compete with the app's own CSS by load order. */
  unlayered: Set<string>;
}

/** Which Mantine classes the page's style sheets style, and which of them outside a CSS layer. */
export async function mantineRules(page: Page): Promise<MantineRules> {
  const selectors = await page.evaluate(() => {
    const found: { selector: string; layered: boolean }[] = [];
    const walk = (rules: CSSRuleList, layered: boolean) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) found.push({ selector: rule.selectorText, layered });
        if ("cssRules" in rule) walk((rule as CSSGroupingRule).cssRules, layered || rule instanceof CSSLayerBlockRule);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules, false);
    return found;
  });
  return {
    styled: mantineClassesIn(selectors.map(({ selector }) => selector)),
    unlayered: mantineClassesIn(selectors.filter(({ layered }) => !layered).map(({ selector }) => selector)),
  };
}

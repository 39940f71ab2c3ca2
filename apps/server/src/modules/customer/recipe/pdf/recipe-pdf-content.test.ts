import { RECIPE_PDF_TEXTS } from "@atelier/domain/customer/recipe-messages";
import { describe, expect, it } from "vitest";
import { formatCreated, formatMoney, type RecipePdfSource, recipePdfDefinition } from "./recipe-pdf-content";

const SOURCE: RecipePdfSource = {
  recipeId: "Ab3De6Gh9Jk2",
  productName: "Court Sneaker",
  styleCode: "SNK-1",
  versionCode: 2,
  versionName: "Spring",
  site: "",
  locale: "en-US",
  created: new Date("2026-03-04T05:06:00Z"),
  selections: [
    {
      placementCode: "UP",
      placementName: "Upper",
      componentCode: "U-RED",
      placementIndependentCode: "RED",
      componentName: "Red",
    },
  ],
  values: { "personalization-text OF UP": "ADA", loose: 7 },
  price: { currencyCode: "EUR", value: 12.5, quantity: 2, lines: [{ label: "Base price", value: 12.5 }] },
  views: [
    { name: "Front", png: "data:image/png;base64,AAAA" },
    { name: "Side", png: null },
    { name: "Top", png: "data:image/png;base64,BBBB" },
  ],
};

/** Every text of the content, in order, however deep. */
function textsOf(node: unknown): string[] {
  if (typeof node === "string") return [node];
  if (Array.isArray(node)) return node.flatMap(textsOf);
  if (node && typeof node === "object") {
    const { text, ...rest } = node as Record<string, unknown>;
    return [...(text === undefined ? [] : textsOf(text)), ...Object.values(rest).flatMap(textsOf)];
  }
  return [];
}

describe("the recipe PDF's content", () => {
  it("formats dates as MM/DD/YYYY in UTC and money with two decimals", () => {
    expect(formatCreated(SOURCE.created)).toBe("03/04/2026 05:06 UTC");
    expect(formatMoney("USD", 5)).toBe("USD 5.00");
  });

  it("shows the details, the views two by row, selections, personal values and the price", () => {
    const definition = recipePdfDefinition(SOURCE);
    const texts = textsOf(definition.content);
    expect(texts).toEqual(
      expect.arrayContaining([
        "Court Sneaker",
        "SNK-1",
        "2 (Spring)",
        "Ab3De6Gh9Jk2",
        "03/04/2026 05:06 UTC",
        RECIPE_PDF_TEXTS.none,
        "en-US",
        "Upper",
        "Red",
        "U-RED",
        "personalization-text",
        "ADA",
        "loose",
        "7",
        "EUR 12.50",
        `${RECIPE_PDF_TEXTS.total} (${RECIPE_PDF_TEXTS.quantity} 2)`,
      ]),
    );
    const images = JSON.stringify(definition.content).match(/data:image\/png;base64,[A-Z]+/g);
    expect(images).toEqual(["data:image/png;base64,AAAA", "data:image/png;base64,BBBB"]);
    expect(JSON.stringify(definition.content).match(/"columns"/g)).toHaveLength(2);
  });

  it("says so when there is no price and leaves out empty sections", () => {
    const texts = textsOf(recipePdfDefinition({ ...SOURCE, price: null, values: {}, views: [] }).content);
    expect(texts).toContain(RECIPE_PDF_TEXTS.noPrice);
    expect(texts).not.toContain(RECIPE_PDF_TEXTS.personal);
    expect(texts).not.toContain(RECIPE_PDF_TEXTS.views);
  });
});

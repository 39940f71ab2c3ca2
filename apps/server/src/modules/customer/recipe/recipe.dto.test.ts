import type { RecipeStored } from "@atelier/domain/customer/recipe.schema";
import { describe, expect, it } from "vitest";
import type { RecipeRow } from "../../../db/schema/recipes";
import { placementValues, recipeLinks, toRecipeDocument, toRecipeDto } from "./recipe.dto";

const CONTENT: RecipeStored = {
  selections: [
    {
      placementCode: "UP",
      placementName: "Upper",
      componentCode: "U-RED",
      placementIndependentCode: "RED",
      componentName: "Red",
    },
    {
      placementCode: "LC",
      placementName: "Laces",
      componentCode: "L-WHT",
      placementIndependentCode: "WHT",
      componentName: "White",
    },
  ],
  values: {
    "personalization-text OF UP": "ADA",
    "dynamic-image-baked OF UP": "https://cdn.example.test/baked.png",
    "size OF LC": 42,
    "note OF GONE": "kept in values only",
    loose: "no placement",
  },
  views: [
    {
      name: "Front view",
      code: "front side",
      productionReady: true,
      production: true,
      previewKey: "c/recipe/x/view-0.png",
    },
  ],
  attachments: [],
  price: null,
};

const row = (values: Partial<RecipeRow> = {}): RecipeRow => ({
  id: "Ab3De6Gh9Jk2",
  companyId: "company-1",
  productId: "product-1",
  versionId: "version-1",
  styleCode: "SNK 1",
  versionCode: 2,
  siteCode: "US",
  locale: "en-US",
  parentRecipeId: null,
  content: CONTENT,
  userAgent: "agent",
  browserFamily: "Chrome",
  browserVersion: "131",
  deviceClass: "tablet",
  bot: false,
  storefrontKeyId: null,
  createdBy: null,
  createdAt: new Date("2026-01-02T03:04:05.000Z"),
  ...values,
});

describe("recipe documents", () => {
  it("gives each placement its values keyed by attribute", () => {
    expect(placementValues(CONTENT.values, "UP")).toEqual({
      "personalization-text": "ADA",
      "dynamic-image-baked": "https://cdn.example.test/baked.png",
    });
    expect(placementValues(CONTENT.values, "LC")).toEqual({ size: 42 });
  });

  it("maps the stored recipe to the public document, codes winning over values of the same name", () => {
    const document = toRecipeDocument(
      "https://atelier.example",
      row({
        content: { ...CONTENT, values: { ...CONTENT.values, "code OF UP": "not the code" } },
      }),
    );
    expect(document.components).toEqual([
      {
        name: "Upper",
        placementCode: "UP",
        component: {
          code: "U-RED",
          placementIndependentCode: "RED",
          name: "Red",
          "personalization-text": "ADA",
          "dynamic-image-baked": "https://cdn.example.test/baked.png",
        },
      },
      {
        name: "Laces",
        placementCode: "LC",
        component: { code: "L-WHT", placementIndependentCode: "WHT", name: "White", size: 42 },
      },
    ]);
    expect(document.views).toEqual([
      {
        name: "Front view",
        code: "front side",
        productionReady: true,
        production: true,
        previewPng: "https://atelier.example/recipe/Ab3De6Gh9Jk2/view/front%20side.png",
      },
    ]);
    expect(document).toMatchObject({ site: "US", locale: "en-US", created: "2026-01-02T03:04:05.000Z", price: null });
  });

  it("answers the DTO with the public links and never an unknown device class", () => {
    const dto = toRecipeDto("https://atelier.example", row({ deviceClass: "tv" }));
    expect(dto.deviceClass).toBe("desktop");
    expect(dto.links).toEqual({
      share: "https://atelier.example/studio.html?product=SNK+1&version=2&recipe=Ab3De6Gh9Jk2",
      json: "https://atelier.example/recipe/Ab3De6Gh9Jk2.json",
      pdf: "https://atelier.example/recipe/Ab3De6Gh9Jk2.pdf",
    });
    expect(toRecipeDto("https://a.example", row()).deviceClass).toBe("tablet");
    expect(recipeLinks("https://a.example", row()).view("x/y")).toBe(
      "https://a.example/recipe/Ab3De6Gh9Jk2/view/x%2Fy.png",
    );
  });
});

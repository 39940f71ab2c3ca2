import type { RecipeDocument } from "@atelier/domain/customer/recipe.schema";
import { type APIRequestContext, expect } from "@playwright/test";

/** A saved recipe's public files, fetched as anyone with the links would: no sign-in needed. */
export class RecipeFiles {
  constructor(private readonly request: APIRequestContext) {}

  /** `/recipe/{id}.json`: 200, JSON, the recipe document. */
  async json(href: string): Promise<RecipeDocument> {
    const response = await this.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    return (await response.json()) as RecipeDocument;
  }

  /** `/recipe/{id}.pdf`: 200, a PDF; answers its bytes. */
  async pdf(href: string): Promise<Buffer> {
    const response = await this.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/pdf/);
    const bytes = await response.body();
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    return bytes;
  }

  /** A view's preview: 200, a PNG. */
  async expectPng(href: string): Promise<void> {
    const response = await this.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  }
}

import { DEFAULT_THEME, luminance, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { FILLED_SHADE, theme } from "./theme";
import { CONFIRM_COLORS, LABEL_COLORS, ROLE_COLORS, STAGE_COLORS, TONES } from "./theme-tokens";

const AA_TEXT = 4.5;
const WHITE = "#ffffff";
const resolved = mergeMantineTheme(DEFAULT_THEME, theme);

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function shade(color: string, index: number): string {
  const value = resolved.colors[color]?.[index];
  if (value === undefined) throw new Error(`The theme has no ${color} ${index}`);
  return value;
}

describe("theme contrast (WCAG AA for text)", () => {
  const tones = Object.entries(TONES);

  it.each(tones)("%s (%s): white text on the filled shade", (_tone, color) => {
    expect(contrast(WHITE, shade(color, FILLED_SHADE))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(tones)("%s (%s): light variant text (shade 9) on its background (shade 1, hovered 2)", (_tone, color) => {
    expect(contrast(shade(color, 9), shade(color, 1))).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(shade(color, 9), shade(color, 2))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(tones)("%s (%s): outline and link text (the filled shade) on white and the lightest grey", (_tone, color) => {
    const text = shade(color, FILLED_SHADE);
    expect(contrast(text, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(text, shade("gray", 0))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it("dimmed text and placeholders (gray 6) on white, the lightest greys and the action bar", () => {
    for (const background of [WHITE, shade("gray", 0), shade("gray", 1)]) {
      expect(contrast(shade("gray", 6), background)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it("uses the primary tone as the theme's primary colour", () => {
    expect(theme.primaryColor).toBe(TONES.primary);
  });
});

describe("theme tokens: one colour per meaning", () => {
  it("gives a workspace type and a product status of the same name the same colour", () => {
    expect(STAGE_COLORS.Production).toBe(TONES.success);
    expect(STAGE_COLORS.Development).toBe(TONES.info);
    expect(STAGE_COLORS.Archived).toBe(TONES.neutral);
  });

  it("keeps the danger colour for what destroys, apart from a save that asks 'Confirm?'", () => {
    expect(CONFIRM_COLORS.destroy).toBe(TONES.danger);
    expect(CONFIRM_COLORS.save).toBe(TONES.caution);
    expect(CONFIRM_COLORS.save).not.toBe(TONES.primary);
  });

  it("chooses every label, role and stage colour from the tones", () => {
    const toneColors = new Set<string>(Object.values(TONES));
    const chosen = [...Object.values(STAGE_COLORS), ...Object.values(LABEL_COLORS), ...Object.values(ROLE_COLORS)];
    for (const color of chosen) expect(toneColors).toContain(color);
  });

  it("gives every tone its own colour", () => {
    expect(new Set(Object.values(TONES)).size).toBe(Object.keys(TONES).length);
  });
});

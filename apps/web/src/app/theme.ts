import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, type MantineColorsTuple } from "@mantine/core";
import { TONES } from "./theme-tokens";

const systemFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/**
 * Mantine's palette with some shades replaced, so text in them reads at WCAG AA (4.5:1): filled
 * buttons use shade 8 under white text, light badges, alerts and buttons shade 9 on shade 1 (shade 2
 * when hovered) (decisions/web-theme-contrast.md; theme.test.ts checks every tone).
 */
function withShades(name: string, shades: Record<number, string>): MantineColorsTuple {
  const base = DEFAULT_THEME.colors[name];
  if (!base) throw new Error(`Mantine has no colour ${name}`);
  const tuple = [...base];
  for (const [shade, value] of Object.entries(shades)) tuple[Number(shade)] = value;
  return tuple as unknown as MantineColorsTuple;
}

/** The shade of filled buttons, outlines, links and the focus ring: dark enough for white text on it. */
export const FILLED_SHADE = 8;

/** Dimmed text, placeholders and quiet labels: 5.4:1 on white, 5.1:1 on the lightest grey. */
const DIMMED_GRAY = "#5f6770";

/** Atelier's look: calm indigo on neutral greys, small radii, the platform's own font. */
export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: { light: FILLED_SHADE, dark: 5 },
  colors: {
    gray: withShades("gray", { 6: DIMMED_GRAY }),
    indigo: withShades("indigo", { 9: "#2c40a3" }),
    blue: withShades("blue", { 9: "#15508a" }),
    grape: withShades("grape", { 9: "#742a8c" }),
    red: withShades("red", { 8: "#c92a2a", 9: "#a51d1d" }),
    orange: withShades("orange", { 8: "#c2410c", 9: "#9a3412" }),
    green: withShades("green", { 8: "#237a37", 9: "#1b5e2b" }),
  },
  defaultRadius: "sm",
  fontFamily: systemFont,
  headings: { fontFamily: systemFont, fontWeight: "600" },
  cursorType: "pointer",
  // Users who ask their system for less motion get menus, toasts and panels without transitions.
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { fw: 600 } },
    Paper: { defaultProps: { withBorder: true } },
    // Initials avatars pick a hue from the name: only hues whose shades this theme keeps at AA.
    Avatar: {
      defaultProps: { allowedInitialsColors: [TONES.primary, TONES.info, TONES.kind, TONES.success, TONES.caution] },
    },
    // A focus placeholder with a tabindex inside role="menu" is a child a menu may not have (axe-core).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    Notification: { defaultProps: { closeButtonProps: { "aria-label": "Close notification" } } },
    TimePicker: {
      defaultProps: { hoursInputLabel: "Hours", minutesInputLabel: "Minutes", amPmInputLabel: "AM or PM" },
    },
  },
});

/** Placeholders and error texts, which Mantine takes from lighter shades, in shades that read at AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-placeholder": "var(--mantine-color-gray-6)",
    "--mantine-color-error": "var(--mantine-color-red-8)",
  },
  dark: {},
});

import { createTheme } from "@mantine/core";

const systemFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/** Atelier's look: calm indigo on neutral greys, small radii, the platform's own font. */
export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: "sm",
  fontFamily: systemFont,
  headings: { fontFamily: systemFont, fontWeight: "600" },
  cursorType: "pointer",
  components: {
    Button: { defaultProps: { fw: 600 } },
    Paper: { defaultProps: { withBorder: true } },
  },
});

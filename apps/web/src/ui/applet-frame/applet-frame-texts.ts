/** Texts of the applet frame and the applet menus that the spec does not quote. */
export const APPLET_FRAME_TEXTS = {
  applets: "Applets",
  more: "More",
  close: "Close the applet",
  frameTitle: (name: string) => `Applet: ${name}`,
} as const;

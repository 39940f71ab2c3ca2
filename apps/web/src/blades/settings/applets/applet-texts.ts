/** Texts of the applet blades that the spec does not quote. */
export const APPLET_TEXTS = {
  newApplet: "Add an applet",
  noApplets: "There are no applets.",
  scope: "Scope",
  files: "Files",
  noFiles: "No files yet. An applet opens at its index.html.",
  saveFirst: "Save the applet to upload its files.",
  upload: "Upload files",
  remove: (name: string) => `Remove ${name}`,
  delete: "Delete",
  actions: "Applet actions",
  adminsOnly: "Only administrators change applets.",
} as const;

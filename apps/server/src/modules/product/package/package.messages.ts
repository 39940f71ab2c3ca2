/** Texts of the package calls that the spec does not quote. */
export const PACKAGE_MESSAGES = {
  duplicatePackage: "Each package appears once in a save.",
} as const;

/** Where an applet's uploads are stored: a new key for every upload, so a replaced file never shows half-written. */
export const appletBlobPrefix = (companyId: string, appletId: string) => `${companyId}/applets/${appletId}/`;

/** How many bytes go to String.fromCharCode at once (its arguments are limited). */
const CHUNK = 0x8000;

/** The base64 of a text's UTF-8 bytes: the `source` of a batch sent as JSON (DataImportUpload). */
export function textToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

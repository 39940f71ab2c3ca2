/** Hands a file to the browser as a download with the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the address is no longer needed once this task ends.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

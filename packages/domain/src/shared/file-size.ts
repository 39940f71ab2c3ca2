const KB = 1024;

/**
 * A file's size as every screen shows it (spec part 3, 9): whole KB, or MB with one decimal above 1024 KB.
 * A file above 0 bytes and below 1 KB shows "1 KB", never "0 KB"; an empty file shows "0 KB".
 */
export function formatFileSize(bytes: number): string {
  const kilobytes = Math.max(0, bytes) / KB;
  if (kilobytes > KB) return `${(kilobytes / KB).toFixed(1)} MB`;
  if (kilobytes === 0) return "0 KB";
  return `${Math.max(1, Math.round(kilobytes))} KB`;
}

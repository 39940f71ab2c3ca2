const KB = 1024;

/** A file's size as the spec shows it (part 3, 9): in KB, or in MB with one decimal above 1024 KB. */
export function formatFileSize(bytes: number): string {
  const kilobytes = bytes / KB;
  if (kilobytes > KB) return `${(kilobytes / KB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(kilobytes))} KB`;
}

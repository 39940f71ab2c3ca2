const pad = (value: number) => String(value).padStart(2, "0");

/** A moment as the editor shows it: the date as MM/DD/YYYY (spec part 1, 9), the time as the locale writes it. */
export function formatTimestamp(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
  return `${day} ${date.toLocaleTimeString(locale, { hour: "numeric", minute: "2-digit" })}`;
}

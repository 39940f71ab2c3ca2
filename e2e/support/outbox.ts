import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { DATA_DIR } from "./env";

/** One message the server wrote to DATA_DIR/outbox (no SMTP_URL set). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

const OUTBOX = join(DATA_DIR, "outbox");

function isMail(value: unknown): value is OutboxMail {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.subject === "string" && typeof record.text === "string" && "to" in record;
}

function addressedTo(mail: OutboxMail, address: string): boolean {
  const recipients = Array.isArray(mail.to) ? mail.to.join(",") : String(mail.to);
  return recipients.toLowerCase().includes(address.toLowerCase());
}

async function newestMailTo(address: string): Promise<OutboxMail | undefined> {
  const names = await readdir(OUTBOX).catch(() => [] as string[]);
  // File names start with a timestamp, so the newest sorts last.
  for (const name of names
    .filter((n) => n.endsWith(".json"))
    .sort()
    .reverse()) {
    const parsed: unknown = JSON.parse(await readFile(join(OUTBOX, name), "utf8"));
    if (isMail(parsed) && addressedTo(parsed, address)) return parsed;
  }
  return undefined;
}

/** Waits for the newest message to an address, optionally one whose subject matches. */
export async function waitForMail(address: string, subject?: RegExp, timeoutMs = 15_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await newestMailTo(address);
    if (mail && (!subject || subject.test(mail.subject))) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} in ${OUTBOX} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first http(s) link of a message, from its text part (or its HTML when the text has none). */
export function firstLink(mail: OutboxMail): string {
  const pattern = /https?:\/\/[^\s"'<>)]+/;
  const found = pattern.exec(mail.text) ?? pattern.exec(mail.html);
  if (!found) throw new Error(`No link in the mail '${mail.subject}'`);
  return found[0].replaceAll("&amp;", "&");
}

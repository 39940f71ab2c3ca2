import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message carries, printed in the log when there is no SMTP server. */
  link?: string;
}

/** A message as written to the local outbox (the end-to-end tests read this exact shape). */
export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface MailLogger {
  info(message: string): void;
}

/** Sends through SMTP. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
  };
}

/** Writes each message to `<dataDir>/outbox/<timestamp>-<random>.json` and logs it with its link. */
export function outboxMailer(dataDir: string, from: string, log: MailLogger): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const folder = join(dataDir, "outbox");
  return {
    async send({ to, subject, text, html, link }) {
      await transport.sendMail({ from, to, subject, text, html });
      const createdAt = new Date();
      const entry: OutboxEntry = { to, subject, text, html, createdAt: createdAt.toISOString() };
      await mkdir(folder, { recursive: true });
      const name = `${createdAt.getTime()}-${randomBytes(4).toString("hex")}`;
      // Written under another name, then renamed: a reader of the folder never sees half a message.
      await writeFile(join(folder, `${name}.tmp`), `${JSON.stringify(entry, null, 2)}\n`, "utf8");
      await rename(join(folder, `${name}.tmp`), join(folder, `${name}.json`));
      log.info(`Mail to ${to}: ${subject}${link ? ` ${link}` : ""}`);
    },
  };
}

/** Keeps messages in memory: for tests. The message is in `outbox` as soon as `send` is called. */
export function memoryMailer(): Mailer & { outbox: OutboxEntry[] } {
  const outbox: OutboxEntry[] = [];
  return {
    outbox,
    async send({ to, subject, text, html }) {
      outbox.push({ to, subject, text, html, createdAt: new Date().toISOString() });
    },
  };
}

export function createMailer(
  config: { smtpUrl: string | undefined; mailFrom: string; dataDir: string },
  log: FastifyBaseLogger | MailLogger,
): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(config.dataDir, config.mailFrom, log);
}

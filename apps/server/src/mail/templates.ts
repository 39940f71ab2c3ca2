import type { MailMessage } from "./mailer";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function paragraphs(lines: string[], link: string, action: string): { text: string; html: string } {
  const text = [...lines, "", link, ""].join("\n");
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p style="color:#666">${escapeHtml(link)}</p>`,
  ].join("\n");
  return { text, html };
}

export function resetPasswordMail(to: string, fullName: string, link: string): MailMessage {
  const body = paragraphs(
    [
      `Hello ${fullName},`,
      "Someone asked to reset the password of your Atelier account. Open this link within one hour to choose a new password.",
      "If you did not ask for this, ignore this message: your password stays as it is.",
    ],
    link,
    "Reset your password",
  );
  return { to, subject: "Reset your Atelier password", link, ...body };
}

export function inviteMail(to: string, fullName: string, inviter: string, company: string, link: string): MailMessage {
  const body = paragraphs(
    [
      `Hello ${fullName},`,
      `${inviter} invited you to join ${company} on Atelier. Open this link within 14 days to accept.`,
    ],
    link,
    "Accept the invitation",
  );
  return { to, subject: `${inviter} invited you to ${company} on Atelier`, link, ...body };
}

/** The customer's link to the order's review page, sent when the order waits for their answer. */
export function orderReviewMail(to: string, orderLabel: string, company: string, link: string): MailMessage {
  const body = paragraphs(
    [
      "Hello,",
      `${company} has prepared your order ${orderLabel} and asks for your approval.`,
      "Open this link to see the proof, then approve it or ask for changes.",
    ],
    link,
    "Review your order",
  );
  return { to, subject: `Your order ${orderLabel} is ready for your review`, link, ...body };
}

import type { OrderRow } from "../../../db/schema/orders";
import type { AppDeps } from "../../../deps";
import { orderReviewMail } from "../../../mail/templates";
import { findCompanyRow } from "../../account/company/company.service";
import { orderLabel } from "./order.dto";
import { openAccessCode, reviewUrl } from "./order-access-code";

type MailDeps = Pick<AppDeps, "db" | "config" | "log" | "mailer">;

/**
 * E-mails the review link to the customer of each order that now waits for them and has an e-mail. Sent after
 * the change committed: a mail server that fails is logged and does not undo the change.
 */
export async function sendReviewMails(deps: MailDeps, rows: readonly OrderRow[]): Promise<void> {
  const waiting = rows.filter((row) => row.status === "WaitingForCustomer" && row.customerEmail);
  const [first] = waiting;
  if (!first) return;
  const company = await findCompanyRow(deps.db, first.companyId);
  for (const row of waiting) {
    const code = openAccessCode(deps, row.accessCodeSealed);
    if (!row.customerEmail || code === "") continue;
    const link = reviewUrl(deps.config.publicUrl, row.recipeId, code);
    await deps.mailer
      .send(orderReviewMail(row.customerEmail, orderLabel(row), company?.name ?? "Your shop", link))
      .catch((error: unknown) => deps.log.error({ err: error, recipeId: row.recipeId }, "review mail not sent"));
  }
}

import { text } from "drizzle-orm/pg-core";
import { companies } from "./companies";

/**
 * The column every company-owned row carries: the owning company, required, removed with it. Repos
 * filter every query on it (see ARCHITECTURE.md, conventions 2 and 3).
 */
export const companyIdColumn = () =>
  text("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

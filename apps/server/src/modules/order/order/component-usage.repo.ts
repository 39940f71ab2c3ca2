import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";

/** How many ordered recipes chose `componentCode` in the placement coded `placementCode`. */
export interface ComponentChoiceCount {
  placementCode: string;
  componentCode: string;
  count: number;
}

/**
 * Adds the day's choices to `component_usage_daily`, the table placement analytics reads, in one statement.
 * A recipe names placements by code: the company's live placement of that code is counted; a placement
 * archived since is left out (the analytics panel asks by placement id, and an archived one answers 404).
 */
export async function addComponentUsage(
  db: Db,
  companyId: string,
  day: string,
  choices: readonly ComponentChoiceCount[],
): Promise<void> {
  if (choices.length === 0) return;
  const rows = sql.join(
    choices.map((choice) => sql`(${choice.placementCode}, ${choice.componentCode}, ${choice.count}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into component_usage_daily (company_id, placement_id, component_code, day, count)
    select ${companyId}, placement.id, chosen.component_code, ${day}::date, chosen.count
    from (values ${rows}) as chosen (placement_code, component_code, count)
    join component_placements placement
      on placement.company_id = ${companyId} and placement.code = chosen.placement_code and not placement.archived
    on conflict (company_id, placement_id, day, component_code)
    do update set count = component_usage_daily.count + excluded.count`);
}

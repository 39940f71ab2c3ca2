import type { ActivityPerson } from "@atelier/domain/shared/audit-query.schema";
import type { ActivityFilters } from "../../../api/audit/audit";
import { ACTIVITY_TEXTS } from "./activity-texts";

/** A range of days as the date-range picker holds it: 'YYYY-MM-DD' each end, null while unchosen. */
export type DayRange = [string | null, string | null];

/** What the filters hold: the person's select value (`user:{id}`, `apiKey:{id}`), the type, the days. */
export interface ActivityFilterValues {
  person: string | null;
  resourceType: string | null;
  days: DayRange;
}

export const NO_ACTIVITY_FILTERS: ActivityFilterValues = { person: null, resourceType: null, days: [null, null] };

/** The person select's options: users by name, keys by name marked as keys; Atelier itself has no id to filter by. */
export function personOptions(people: readonly ActivityPerson[]): { value: string; label: string }[] {
  return people
    .filter((person) => person.id !== null && person.kind !== "system")
    .map((person) => ({
      value: `${person.kind}:${person.id}`,
      label: person.kind === "apiKey" ? `${person.name}${ACTIVITY_TEXTS.apiKeySuffix}` : person.name,
    }));
}

/** The query of the chosen filters; a range with only its first day chosen stands for that day alone. */
export function activityFilters({ person, resourceType, days }: ActivityFilterValues): ActivityFilters {
  const filters: ActivityFilters = {};
  if (person !== null) {
    const split = person.indexOf(":");
    const kind = person.slice(0, split);
    const id = person.slice(split + 1);
    if (split > 0 && id !== "") {
      if (kind === "user") filters.userId = id;
      if (kind === "apiKey") filters.apiKeyId = id;
    }
  }
  if (resourceType !== null && resourceType !== "") filters.resourceType = resourceType;
  const [from, to] = days;
  if (from !== null) {
    filters.from = from;
    filters.to = to ?? from;
  }
  return filters;
}

import type { Review } from "@atelier/domain/order/review.schema";
import type { ComboboxStringGroupData } from "@mantine/core";
import { REVIEW_TEXTS } from "./review-texts";

/** What a revision is pinned to, as the choice list holds it: "" for the whole order, `view:` or `placement:` a code. */
export type PinValue = string;

/** The choice list: the whole order, then the views, then the placements. */
export function pinChoices(review: Pick<Review, "views" | "selections">): ComboboxStringGroupData {
  const groups = [
    {
      group: REVIEW_TEXTS.viewsGroup,
      items: review.views.map((view) => ({ value: `view:${view.code}`, label: view.name })),
    },
    {
      group: REVIEW_TEXTS.placementsGroup,
      items: review.selections.map((s) => ({ value: `placement:${s.placementCode}`, label: s.placementName })),
    },
  ];
  return [{ value: "", label: REVIEW_TEXTS.aboutAll }, ...groups.filter((group) => group.items.length > 0)];
}

/** The answer's `view` and `placement` for a choice of the list. */
export function pinFields(value: PinValue): { view: string; placement: string } {
  const at = value.indexOf(":");
  const kind = value.slice(0, at);
  const code = value.slice(at + 1);
  return { view: kind === "view" ? code : "", placement: kind === "placement" ? code : "" };
}

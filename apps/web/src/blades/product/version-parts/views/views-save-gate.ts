import { viewAngleIssues } from "@atelier/domain/product/view-angles";
import { useWatch } from "react-hook-form";
import { type ViewsFormApi, viewAngleState } from "./views-form";

/** The names of the views whose angles are broken, as the user types; none may be saved meanwhile. */
export function useViewsWithAngleIssues(form: ViewsFormApi): string[] {
  const views = useWatch({ control: form.control, name: "imageViews" }) ?? [];
  return views.filter((view) => viewAngleIssues(viewAngleState(view)).length > 0).map((view) => view.name ?? "");
}

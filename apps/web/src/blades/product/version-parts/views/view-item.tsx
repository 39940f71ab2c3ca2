import { viewFieldsShown } from "@atelier/domain/product/view-angles";
import { useWatch } from "react-hook-form";
import { FormAttributes } from "../shared/form-attributes";
import { PartItem, type PartItemProps } from "../shared/part-item";
import { ViewPlacements } from "./view-placements";
import { ViewSettings } from "./view-settings";
import { ViewVariants } from "./view-variants";
import { type ViewsFormApi, viewAngleState } from "./views-form";

interface ViewItemProps extends PartItemProps<ViewsFormApi> {
  onDuplicate: (index: number) => void;
}

/** One image view: View Settings, View variants (when shown), View attributes and placement settings. */
export function ViewItem({ form, bladeId, ...item }: ViewItemProps) {
  const { index, readOnly } = item;
  const view = useWatch({ control: form.control, name: `imageViews.${index}` });
  const shown = viewFieldsShown(viewAngleState(view));
  return (
    <PartItem
      {...item}
      noun="view"
      name={view?.name ?? ""}
      code={view?.code ?? ""}
      unsaved={view?.imageViewId === undefined}
    >
      <ViewSettings form={form} index={index} readOnly={readOnly} />
      {shown.variants && <ViewVariants form={form} index={index} readOnly={readOnly} />}
      <FormAttributes
        title="View attributes"
        control={form.control}
        name={`imageViews.${index}.customAttributesJson`}
        readOnly={readOnly}
      />
      <ViewPlacements form={form} index={index} readOnly={readOnly} bladeId={bladeId} />
    </PartItem>
  );
}

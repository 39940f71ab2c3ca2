import { viewFieldsShown } from "@atelier/domain/view-angles";
import { useWatch } from "react-hook-form";
import { FormAttributes } from "../shared/form-attributes";
import { ItemControls } from "../shared/item-controls";
import { PartItem } from "../shared/part-item";
import { ViewPlacements } from "./view-placements";
import { ViewSettings } from "./view-settings";
import { ViewVariants } from "./view-variants";
import { type ViewsFormApi, viewAngleState } from "./views-form";

interface ViewItemProps {
  form: ViewsFormApi;
  index: number;
  count: number;
  itemKey: string;
  readOnly: boolean;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
}

/** One image view: View Settings, View variants (when shown), View attributes and placement settings. */
export function ViewItem({ form, index, count, itemKey, readOnly, onMove, onDuplicate, onRemove }: ViewItemProps) {
  const view = useWatch({ control: form.control, name: `imageViews.${index}` });
  const shown = viewFieldsShown(viewAngleState(view));
  return (
    <PartItem
      itemKey={itemKey}
      name={view?.name ?? ""}
      code={view?.code ?? ""}
      unsaved={view?.imageViewId === undefined}
      controls={
        !readOnly && (
          <ItemControls
            noun="view"
            index={index}
            count={count}
            onMove={onMove}
            onDuplicate={() => onDuplicate(index)}
            onRemove={() => onRemove(index)}
          />
        )
      }
    >
      <ViewSettings form={form} index={index} readOnly={readOnly} />
      {shown.variants && <ViewVariants form={form} index={index} readOnly={readOnly} />}
      <FormAttributes
        title="View attributes"
        control={form.control}
        name={`imageViews.${index}.customAttributesJson`}
        readOnly={readOnly}
      />
      <ViewPlacements form={form} index={index} readOnly={readOnly} />
    </PartItem>
  );
}

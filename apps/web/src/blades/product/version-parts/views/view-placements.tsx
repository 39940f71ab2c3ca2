import type { ViewPlacement } from "@atelier/domain/product/version.schema";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { PlacementList } from "../shared/placement-list";
import type { ViewsFormApi } from "./views-form";

type ViewPlacementInput = z.input<typeof ViewPlacement>;

function newViewPlacement(componentPlacementId: string): ViewPlacementInput {
  return { componentPlacementId, componentPlacement: null, hidden: false, customAttributesJson: [] };
}

interface ViewPlacementsProps {
  form: ViewsFormApi;
  index: number;
  readOnly: boolean;
  /** The views editor's blade, which the placement picker stacks on. */
  bladeId: string;
}

/** Placement settings that apply in this view only: hidden and attributes. */
export function ViewPlacements({ form, index, readOnly, bladeId }: ViewPlacementsProps) {
  return (
    <Controller
      control={form.control}
      name={`imageViews.${index}.componentPlacements`}
      render={({ field }) => (
        <PlacementList<ViewPlacementInput>
          title="View-specific placement settings"
          value={field.value ?? []}
          onChange={field.onChange}
          readOnly={readOnly}
          bladeId={bladeId}
          create={newViewPlacement}
        />
      )}
    />
  );
}

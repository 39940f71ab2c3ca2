import type { ViewPlacement } from "@atelier/domain/version.schema";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { PlacementList } from "../shared/placement-list";
import type { ViewsFormApi } from "./views-form";

type ViewPlacementInput = z.input<typeof ViewPlacement>;

function newViewPlacement(componentPlacementId: string): ViewPlacementInput {
  return { componentPlacementId, componentPlacement: null, hidden: false, customAttributesJson: [] };
}

/** Placement settings that apply in this view only: hidden and attributes. */
export function ViewPlacements({ form, index, readOnly }: { form: ViewsFormApi; index: number; readOnly: boolean }) {
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
          create={newViewPlacement}
        />
      )}
    />
  );
}

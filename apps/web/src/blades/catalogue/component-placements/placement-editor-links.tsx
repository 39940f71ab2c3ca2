import type { ComponentPlacement } from "@atelier/domain/catalogue/component-placement.schema";
import { Button } from "@mantine/core";
import { IconChartBar } from "@tabler/icons-react";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade } from "../../../app/workspace/blade-types";
import { ExportButton } from "../../../ui/list/export-button";
import { catalogueLinks } from "../catalogue-links";
import { PLACEMENT_TEXTS } from "./placement-texts";

interface PlacementEditorLinksProps {
  blade: Blade;
  placement: ComponentPlacement;
  readOnly: boolean;
  /** Exports the placement by its stored code. */
  onExport: (code: string) => void;
  exporting: boolean;
}

/** The stored placement's buttons on the right of its bar: 'Export as batch' (editors) and Analytics (everyone). */
export function PlacementEditorLinks({ blade, placement, readOnly, onExport, exporting }: PlacementEditorLinksProps) {
  const { open } = useBlades();
  return (
    <>
      {!readOnly && <ExportButton loading={exporting} onClick={() => onExport(placement.code)} />}
      <Button
        size="xs"
        variant="default"
        leftSection={<IconChartBar size={14} />}
        onClick={() =>
          open(catalogueLinks.placementAnalytics({ placementId: placement.componentPlacementId }), {
            parentId: blade.id,
          })
        }
      >
        {PLACEMENT_TEXTS.analytics}
      </Button>
    </>
  );
}

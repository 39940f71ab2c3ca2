import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { usePicker } from "../../../../app/workspace/pick-requests";
import { catalogueLinks } from "../../../catalogue/catalogue-links";

interface PickPlacementsProps {
  /** The placements already in the list: each may appear once, so they are not offered. */
  existingIds: readonly string[];
  /** The blade the picker stacks on. */
  bladeId: string;
  onAdd: (componentPlacementIds: string[]) => void;
}

/** 'Add Placement': picks one or more placements in the Component Placements blade and adds them. */
export function PickPlacements({ existingIds, bladeId, onAdd }: PickPlacementsProps) {
  const pick = usePicker();
  const add = async () => {
    const ids = await pick(catalogueLinks.placements(), {
      multiple: true,
      excludedIds: [...existingIds],
      parentId: bladeId,
    });
    if (ids !== null && ids.length > 0) onAdd(ids);
  };
  return (
    <Button size="xs" variant="light" w="fit-content" leftSection={<IconPlus size={14} />} onClick={add}>
      Add Placement
    </Button>
  );
}

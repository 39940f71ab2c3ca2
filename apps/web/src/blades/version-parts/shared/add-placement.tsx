import { Button, Group, Text, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { VERSION_PARTS_MESSAGES } from "../version-parts-messages";

interface AddPlacementProps {
  /** The placements already in the list: each may appear once. */
  existingIds: readonly string[];
  onAdd: (componentPlacementId: string) => void;
}

/** 'Add Placement' by its id, until the placement picker of the catalogue exists. */
export function AddPlacement({ existingIds, onAdd }: AddPlacementProps) {
  const [id, setId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const trimmed = id.trim();
    if (trimmed === "") return setError(VERSION_PARTS_MESSAGES.placementIdRequired);
    if (existingIds.includes(trimmed)) return setError(VERSION_PARTS_MESSAGES.placementAlreadyAdded);
    onAdd(trimmed);
    setId("");
    setError(null);
  };
  return (
    <div>
      <Group gap="xs" align="flex-start">
        <TextInput
          size="xs"
          placeholder="Placement id"
          aria-label="Placement id"
          value={id}
          error={error}
          onChange={(event) => {
            setId(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={add}>
          Add Placement
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {VERSION_PARTS_MESSAGES.placementPickerLater}
      </Text>
    </div>
  );
}

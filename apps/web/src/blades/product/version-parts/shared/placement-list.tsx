import type { CustomAttributeList } from "@atelier/domain/shared/custom-attribute.schema";
import { Checkbox, Group, Paper, Stack, Text } from "@mantine/core";
import { type ReactNode, useMemo } from "react";
import { useComponentPlacementList } from "../../../../api/catalogue/component-placement";
import { ConfirmDeleteButton } from "../../../../ui/confirm-button";
import { CustomAttributesEditor } from "../../../../ui/custom-attributes/custom-attributes-editor";
import { VERSION_PARTS_MESSAGES } from "../version-parts-messages";
import { ItemSection } from "./item-section";
import { PickPlacements } from "./pick-placements";

/** What group and view placement assignments share. */
export interface PlacementAssignment {
  componentPlacementId: string;
  componentPlacement?: { name: string; code: string } | null;
  hidden?: boolean;
  customAttributesJson?: CustomAttributeList;
}

interface PlacementListProps<T extends PlacementAssignment> {
  title: string;
  value: T[];
  onChange: (next: T[]) => void;
  readOnly: boolean;
  /** The editor's blade, which the placement picker stacks on. */
  bladeId: string;
  /** A new assignment of a placement, with its defaults. */
  create: (componentPlacementId: string) => T;
  /** The assignment's own fields besides hidden and its attributes. */
  renderFields?: (item: T, change: (patch: Partial<T>) => void) => ReactNode;
}

type PlacementRef = NonNullable<PlacementAssignment["componentPlacement"]>;

/** Name and code of the placement, from the assignment or the company's placements; its id when neither knows it. */
function placementLabel(item: PlacementAssignment, known: ReadonlyMap<string, PlacementRef>): string {
  const placement = item.componentPlacement ?? known.get(item.componentPlacementId);
  return placement ? `${placement.name} (${placement.code})` : item.componentPlacementId;
}

/** The placements assigned to a group or a view, each with its settings and attributes. */
export function PlacementList<T extends PlacementAssignment>({
  title,
  value,
  onChange,
  readOnly,
  bladeId,
  create,
  renderFields,
}: PlacementListProps<T>) {
  const placements = useComponentPlacementList().data?.componentPlacements;
  const known = useMemo(
    () => new Map(placements?.map((placement) => [placement.componentPlacementId, placement])),
    [placements],
  );
  const replace = (index: number, next: T) => onChange(value.map((item, at) => (at === index ? next : item)));
  return (
    <ItemSection title={title}>
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {VERSION_PARTS_MESSAGES.noPlacements}
        </Text>
      )}
      {value.map((item, index) => (
        <Paper key={item.componentPlacementId} withBorder p="xs" data-testid="placement-assignment">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600} truncate="end" title={item.componentPlacementId}>
                {placementLabel(item, known)}
              </Text>
              {!readOnly && (
                <ConfirmDeleteButton
                  label="Remove placement"
                  size="sm"
                  onConfirm={() => onChange(value.filter((_item, at) => at !== index))}
                />
              )}
            </Group>
            <Group gap="md" align="flex-end">
              <Checkbox
                size="xs"
                label="Hidden"
                checked={item.hidden ?? false}
                disabled={readOnly}
                onChange={(event) => replace(index, { ...item, hidden: event.currentTarget.checked })}
              />
              {renderFields?.(item, (patch) => replace(index, { ...item, ...patch }))}
            </Group>
            <CustomAttributesEditor
              value={item.customAttributesJson ?? []}
              onChange={(next) => replace(index, { ...item, customAttributesJson: next })}
              readOnly={readOnly}
            />
          </Stack>
        </Paper>
      ))}
      {!readOnly && (
        <PickPlacements
          existingIds={value.map((item) => item.componentPlacementId)}
          bladeId={bladeId}
          onAdd={(ids) => onChange([...value, ...ids.map(create)])}
        />
      )}
    </ItemSection>
  );
}

import { NO_COMPONENT_PLACEMENTS } from "@atelier/domain/catalogue/component-placement.schema";
import { Stack, Text } from "@mantine/core";
import { useMemo, useState } from "react";
import { useComponentPlacementList } from "../../../api/catalogue/component-placement";
import { ErrorCallout } from "../../../ui/error-callout";
import { FilterBox } from "../../../ui/list/filter-box";
import { itemRow } from "../../../ui/list/item-rows";
import { LoadingLine } from "../../../ui/loading-line";
import { COMPONENT_RULES_TEXTS } from "./component-rules-texts";
import { PickList, useShownRows } from "./pick-list";

interface PlacementPickerProps {
  /** The chosen placement's id, if any. */
  placementId: string | undefined;
  /** Chooses a placement; unset when read-only. */
  onPick: ((placementId: string) => void) | undefined;
}

/** The rule's one placement, picked from the company's placements filtered by code or name. */
export function PlacementPicker({ placementId, onPick }: PlacementPickerProps) {
  const placements = useComponentPlacementList();
  const [text, setText] = useState("");
  const rows = useMemo(
    () =>
      (placements.data?.componentPlacements ?? []).map((placement) =>
        itemRow(placement.componentPlacementId, placement.name, placement.code),
      ),
    [placements.data],
  );
  const shown = useShownRows(rows, text);
  const selected = useMemo(() => new Set(placementId === undefined ? [] : [placementId]), [placementId]);
  if (placements.error) return <ErrorCallout error={placements.error} />;
  if (placements.data === undefined) return <LoadingLine />;
  const chosen = rows.find((row) => row.id === placementId);

  return (
    <Stack gap={6}>
      <Text size="sm" data-testid="rule-placement-chosen">
        {chosen === undefined
          ? COMPONENT_RULES_TEXTS.noPlacementChosen
          : COMPONENT_RULES_TEXTS.chosenPlacement(chosen.name, chosen.code ?? "")}
      </Text>
      <FilterBox text={text} onText={setText} />
      <PickList
        label={COMPONENT_RULES_TEXTS.placements}
        rows={rows}
        shown={shown}
        text={text}
        mode="pick-one"
        selected={selected}
        onChoose={onPick}
        emptyText={NO_COMPONENT_PLACEMENTS}
      />
    </Stack>
  );
}

import type { ComponentOptionSummary } from "@atelier/domain/catalogue/component-option.schema";
import { compileOptionFilter } from "@atelier/domain/catalogue/option-filter";
import { Group } from "@mantine/core";
import { useCallback, useMemo, useRef, useState } from "react";
import { useCurrentUser } from "../../../api/account/account";
import { useComponentOptionDefinitionList } from "../../../api/catalogue/component-option-definition";
import {
  ALL_COMPONENT_OPTIONS,
  useComponentOptionList,
  useExportComponentOptions,
} from "../../../api/catalogue/component-option-list";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { FilterBox } from "../../../ui/list/filter-box";
import { ListCount } from "../../../ui/list/list-count";
import { ListFrame } from "../../../ui/list/list-frame";
import { LIST_TEXTS } from "../../../ui/list/list-texts";
import { usePickSelection } from "../../../ui/list/use-pick-selection";
import { useScopeToggle } from "../../../ui/list/use-scope-toggle";
import { useComponentPreview } from "../../product/components/use-component-preview";
import { PRODUCT_ROW_HEIGHT } from "../../product/products/product-row";
import { ComponentOptionRow, type OptionRowActions } from "./component-option-row";
import { createOptionRowFilter, offeredRows, optionRows } from "./component-option-rows";
import { COMPONENT_OPTIONS_TEXTS } from "./component-options-texts";
import { ComponentOptionsActions, DefinitionSelect } from "./component-options-toolbar";
import { useDefinitionChoice } from "./use-definition-choice";
import { useOptionOpenings } from "./use-option-openings";

const NO_OPTIONS: readonly ComponentOptionSummary[] = [];
const EMPTY = { text: COMPONENT_OPTIONS_TEXTS.empty, explained: COMPONENT_OPTIONS_TEXTS.explained };

/**
 * ComponentOptions (spec part 2, "Component options"): the company's options, filtered by definition, tag
 * scope and quick text, as a list or as a picker of one or many. Every option is loaded once and filtered
 * here, so a keystroke only searches precomputed text (docs/decisions/web-options-list-blade.md).
 */
export function ComponentOptionsBlade({ blade }: BladeProps) {
  const canEdit = useCurrentUser().data?.permissions.canEdit === true;
  const { activeScope, toggle } = useScopeToggle();
  const pick = usePickSelection(blade);
  const query = useComponentOptionList(ALL_COMPONENT_OPTIONS);
  const definitionsQuery = useComponentOptionDefinitionList();
  const exportOptions = useExportComponentOptions();
  const preview = useComponentPreview(blade.id);
  const [definitionId, setDefinitionId] = useDefinitionChoice(blade.itemId);
  const [text, setText] = useState("");
  const openings = useOptionOpenings(blade, definitionId);

  const definitions = definitionsQuery.data?.componentOptionDefinitions;
  const definitionChoices = useMemo(
    () =>
      (definitions ?? [])
        .map((definition) => ({ value: definition.componentOptionDefinitionId, label: definition.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [definitions],
  );
  const definitionNames = useMemo(
    () => new Map(definitionChoices.map((choice) => [choice.value, choice.label])),
    [definitionChoices],
  );

  const { excludedIds } = pick;
  const options = query.data?.componentOptions ?? NO_OPTIONS;
  const all = useMemo(() => optionRows(options), [options]);
  const offered = useMemo(
    () => offeredRows(all, { definitionId, scope: activeScope, excludedIds }),
    [all, definitionId, activeScope, excludedIds],
  );
  const filter = useMemo(() => compileOptionFilter(text), [text]);
  const [filterRows] = useState(createOptionRowFilter);
  const rows = useMemo(() => filterRows(offered, filter), [filterRows, offered, filter]);

  const { choose } = pick;
  const listing = pick.mode === "list";
  const actions = useMemo<OptionRowActions>(
    () => ({
      onChoose: (option) => (listing ? openings.details(option) : choose(option.componentOptionId)),
      onDetails: openings.details,
      onPreview: (option) => preview(option.code),
    }),
    [listing, choose, openings, preview],
  );

  // Stable callbacks keep the toolbar from rendering again on each filter keystroke.
  const editing = canEdit && listing;
  const shown = useRef(rows);
  shown.current = rows;
  const { refetch } = query;
  const { refetch: refetchDefinitions } = definitionsQuery;
  const onRefresh = useCallback(() => {
    void refetch();
    void refetchDefinitions();
  }, [refetch, refetchDefinitions]);
  const { mutate: exportCodes } = exportOptions;
  const canExport = editing && rows.length > 0;
  const onExport = useMemo(
    () => (canExport ? () => exportCodes(shown.current.map((row) => row.option.code)) : undefined),
    [canExport, exportCodes],
  );
  const definitionName = definitionId === null ? undefined : definitionNames.get(definitionId);
  const addForDefinition = useMemo(
    () =>
      editing && definitionName !== undefined ? { name: definitionName, onAdd: openings.addForDefinition } : undefined,
    [editing, definitionName, openings],
  );

  const { mode, selected } = pick;
  const total = query.data?.total ?? 0;
  return (
    <ListFrame
      testId="component-options-blade"
      pick={pick}
      toolbar={
        <ComponentOptionsActions
          refreshing={query.isFetching}
          onRefresh={onRefresh}
          scope={toggle}
          onAdd={editing ? openings.add : undefined}
          addForDefinition={addForDefinition}
          onAddAnother={editing ? openings.addAnother : undefined}
          onExport={onExport}
          exporting={exportOptions.isPending}
        />
      }
      filter={
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <DefinitionSelect
            definitions={definitionChoices}
            definitionId={definitionId}
            onDefinition={setDefinitionId}
          />
          <div style={{ flex: 1, minWidth: 0 }}>
            <FilterBox text={text} onText={setText} />
          </div>
        </Group>
      }
      error={query.error ?? definitionsQuery.error ?? exportOptions.error}
      count={
        total > 0 && (
          <ListCount
            testId="options-count"
            text={LIST_TEXTS.shownOf(rows.length, offered.length)}
            warning={total > options.length ? COMPONENT_OPTIONS_TEXTS.firstOnly(options.length, total) : null}
          />
        )
      }
      failed={query.isError}
      source={{ kind: "whole", rows, loadedCount: query.data?.componentOptions.length }}
      rows={{
        label: COMPONENT_OPTIONS_TEXTS.listLabel,
        testId: "options-scroller",
        rowHeight: PRODUCT_ROW_HEIGHT,
        overscan: 4,
        scrollKey: `${text}\n${definitionId}\n${activeScope.join("\n")}`,
        renderRow: ({ option }, top) => (
          <ComponentOptionRow
            option={option}
            definitionName={definitionNames.get(option.componentOptionDefinitionId ?? "") ?? ""}
            mode={mode}
            selected={selected.has(option.componentOptionId)}
            top={top}
            {...actions}
          />
        ),
      }}
      empty={EMPTY}
      messageTestId="options-message"
    />
  );
}

import type { ComponentOptionSummary } from "@atelier/domain/component-option.schema";
import { MESSAGES } from "@atelier/domain/messages";
import { compileOptionFilter } from "@atelier/domain/option-filter";
import { Group, Stack, Text } from "@mantine/core";
import { useCallback, useMemo, useRef, useState } from "react";
import { useCurrentUser } from "../../api/account";
import { useComponentOptionDefinitionList } from "../../api/component-option-definition";
import {
  ALL_COMPONENT_OPTIONS,
  useComponentOptionList,
  useExportComponentOptions,
} from "../../api/component-option-list";
import { useTagScope } from "../../app/shell/use-tag-scope";
import type { BladeProps } from "../../app/workspace/blade-types";
import { usePickRequest } from "../../app/workspace/pick-requests";
import { itemListState } from "../../ui/catalogue-list/item-rows";
import { ErrorCallout } from "../../ui/error-callout";
import { useComponentPreview } from "../components/use-component-preview";
import { ListCount } from "../products/list-count";
import classes from "../products/products.module.css";
import { PickSelectionBar } from "../products/products-pick-bar";
import { ProductsFilter } from "../products/products-toolbar";
import { usePickSelection } from "../products/use-pick-selection";
import type { OptionRowActions } from "./component-option-row";
import { createOptionRowFilter, offeredRows, optionRows } from "./component-option-rows";
import { ComponentOptionsList } from "./component-options-list";
import { COMPONENT_OPTIONS_TEXTS } from "./component-options-texts";
import { ComponentOptionsActions, DefinitionSelect } from "./component-options-toolbar";
import { useDefinitionChoice } from "./use-definition-choice";
import { useOptionOpenings } from "./use-option-openings";

const NO_OPTIONS: readonly ComponentOptionSummary[] = [];
const NO_TAGS: readonly string[] = [];

/**
 * ComponentOptions (spec part 2, "Component options"): the company's options, filtered by definition, tag
 * scope and quick text, as a list or as a picker of one or many. Every option is loaded once and filtered
 * here, so a keystroke only searches precomputed text (docs/decisions/web-options-list-blade.md).
 */
export function ComponentOptionsBlade({ blade }: BladeProps) {
  const user = useCurrentUser().data;
  const canEdit = user?.permissions.canEdit === true;
  const { scope } = useTagScope(user?.company.companyId ?? "");
  const { request, complete } = usePickRequest(blade);
  const pick = usePickSelection(request, complete);
  const query = useComponentOptionList(ALL_COMPONENT_OPTIONS);
  const definitionsQuery = useComponentOptionDefinitionList();
  const exportOptions = useExportComponentOptions();
  const preview = useComponentPreview(blade.id);
  const [definitionId, setDefinitionId] = useDefinitionChoice(blade.itemId);
  const [scopeOn, setScopeOn] = useState(true);
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

  const activeScope = scopeOn ? scope : NO_TAGS;
  const excludedIds = request?.excludedIds;
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

  const state = itemListState(query.data?.componentOptions.length, rows.length);
  return (
    <div className={classes.root} data-testid="component-options-blade" data-mode={pick.mode}>
      <ComponentOptionsActions
        refreshing={query.isFetching}
        onRefresh={onRefresh}
        scoped={scope.length === 0 ? null : scopeOn}
        onScoped={setScopeOn}
        onAdd={editing ? openings.add : undefined}
        addForDefinition={addForDefinition}
        onAddAnother={editing ? openings.addAnother : undefined}
        onExport={onExport}
        exporting={exportOptions.isPending}
      />
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <DefinitionSelect definitions={definitionChoices} definitionId={definitionId} onDefinition={setDefinitionId} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <ProductsFilter text={text} onText={setText} />
        </div>
      </Group>
      <ErrorCallout error={query.error ?? definitionsQuery.error ?? exportOptions.error} />
      <PickSelectionBar pick={pick} allowNone={request?.allowNone === true} />
      {query.data && query.data.total > 0 && (
        <ListCount
          testId="options-count"
          shown={rows.length}
          of={offered.length}
          truncated={
            query.data.total > options.length
              ? COMPONENT_OPTIONS_TEXTS.firstOnly(options.length, query.data.total)
              : null
          }
        />
      )}
      {query.isError ? null : state === "rows" ? (
        <ComponentOptionsList
          rows={rows}
          definitionNames={definitionNames}
          mode={pick.mode}
          selected={pick.selected}
          scrollKey={`${text}\n${definitionId}\n${activeScope.join("\n")}`}
          {...actions}
        />
      ) : state === "empty" ? (
        <Stack gap={4} className={classes.message} data-testid="options-message">
          <Text size="sm">{COMPONENT_OPTIONS_TEXTS.empty}</Text>
          <Text size="xs" c="dimmed">
            {COMPONENT_OPTIONS_TEXTS.explained}
          </Text>
        </Stack>
      ) : (
        <div className={classes.message} data-testid="options-message">
          {state === "loading" ? MESSAGES.loading : MESSAGES.noResults}
        </div>
      )}
    </div>
  );
}

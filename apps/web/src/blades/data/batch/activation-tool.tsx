import "@mantine/dates/styles.layer.css";
import { Button, Group, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconEye } from "@tabler/icons-react";
import { useState } from "react";
import { useSiteList } from "../../../api/catalogue/site";
import { useEditBatch, useSelectionBatch } from "../../../api/data/data-import";
import { ErrorCallout } from "../../../ui/error-callout";
import { type ActivationChoice, activationCommand } from "./activation-command";
import { BatchFileInput } from "./batch-file-input";
import { BATCH_TEXTS } from "./batch-texts";
import type { ChosenBatch } from "./chosen-batch";
import { EditPreview } from "./edit-preview";
import { codesOf } from "./selection-codes";
import { SelectionSource, type SelectionText } from "./selection-source";

type SourceKind = "file" | "selection";

const SOURCE_OPTIONS = [
  { value: "file", label: BATCH_TEXTS.sources.file },
  { value: "selection", label: BATCH_TEXTS.sources.selection },
];
const ACTION_OPTIONS = [
  { value: "activate", label: BATCH_TEXTS.activate },
  { value: "deactivate", label: BATCH_TEXTS.deactivate },
];
const SCOPE_OPTIONS = [
  { value: "global", label: BATCH_TEXTS.global },
  { value: "site", label: BATCH_TEXTS.site },
];

/**
 * The activation tool (spec part 3): over a batch file or a selection of options and products, activate
 * (inactive false) or deactivate (inactive true), globally or on one site, from an optional day. The edit is
 * shown with its counts, then dry-run as a feed.
 */
export function ActivationTool({ bladeId }: { bladeId: string }) {
  const sites = useSiteList();
  const selectionBatch = useSelectionBatch();
  const edit = useEditBatch();
  const [source, setSource] = useState<SourceKind>("file");
  const [batch, setBatch] = useState<ChosenBatch | null>(null);
  const [selection, setSelection] = useState<SelectionText>({ options: "", products: "" });
  const [scope, setScope] = useState<"global" | "site">("global");
  const [choice, setChoice] = useState<ActivationChoice>({ op: "activate", site: null, activeFrom: null });
  const [name, setName] = useState("");

  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      selectionBatch.reset();
      edit.reset();
      set(value);
    };
  const selected = { componentOptionCodes: codesOf(selection.options), productCodes: codesOf(selection.products) };
  const hasSource =
    source === "file" ? batch !== null : selected.componentOptionCodes.length + selected.productCodes.length > 0;
  const ready = hasSource && (scope === "global" || choice.site !== null);

  const preview = async () => {
    const command = activationCommand(scope === "global" ? { ...choice, site: null } : choice);
    const text = source === "file" ? batch?.text : await selectionBatch.mutateAsync(selected).catch(() => undefined);
    if (text === undefined) return;
    setName(BATCH_TEXTS.editedName(source === "file" && batch !== null ? batch.name : BATCH_TEXTS.selectionName));
    edit.mutate({ source: text, commands: [command] });
  };
  const siteOptions = (sites.data?.sites ?? []).map((site) => ({
    value: site.code,
    label: `${site.name} (${site.code})`,
  }));

  return (
    <Stack gap="sm" data-testid="batch-activation-tool">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {BATCH_TEXTS.source}
        </Text>
        <SegmentedControl
          size="xs"
          w="fit-content"
          data={SOURCE_OPTIONS}
          value={source}
          onChange={changed((value: string) => setSource(value as SourceKind))}
          aria-label={BATCH_TEXTS.source}
        />
      </Stack>
      {source === "file" ? (
        <BatchFileInput batch={batch} onChange={changed(setBatch)} />
      ) : (
        <SelectionSource value={selection} onChange={changed(setSelection)} bladeId={bladeId} />
      )}
      <Group gap="md" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {BATCH_TEXTS.action}
          </Text>
          <SegmentedControl
            size="xs"
            data={ACTION_OPTIONS}
            value={choice.op}
            onChange={changed((op: string) => setChoice({ ...choice, op: op as ActivationChoice["op"] }))}
            aria-label={BATCH_TEXTS.action}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {BATCH_TEXTS.scope}
          </Text>
          <SegmentedControl
            size="xs"
            data={SCOPE_OPTIONS}
            value={scope}
            onChange={changed((value: string) => setScope(value as "global" | "site"))}
            aria-label={BATCH_TEXTS.scope}
          />
        </Stack>
        {scope === "site" && (
          <Select
            size="xs"
            w={220}
            label={BATCH_TEXTS.site}
            placeholder={BATCH_TEXTS.chooseSite}
            data={siteOptions}
            value={choice.site}
            onChange={changed((site: string | null) => setChoice({ ...choice, site }))}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <DatePickerInput
          size="xs"
          w={170}
          label={BATCH_TEXTS.activeFrom}
          valueFormat="MM/DD/YYYY"
          placeholder="MM/DD/YYYY"
          clearable
          value={choice.activeFrom}
          onChange={changed((activeFrom: string | null) => setChoice({ ...choice, activeFrom }))}
        />
      </Group>
      <Group>
        <Button
          size="xs"
          leftSection={<IconEye size={14} />}
          disabled={!ready}
          loading={selectionBatch.isPending || edit.isPending}
          onClick={() => void preview()}
        >
          {BATCH_TEXTS.preview}
        </Button>
      </Group>
      <ErrorCallout error={selectionBatch.error ?? edit.error} />
      {edit.data !== undefined && (
        <EditPreview edit={edit.data} name={name} runLabel={BATCH_TEXTS.dryRun} bladeId={bladeId} />
      )}
    </Stack>
  );
}

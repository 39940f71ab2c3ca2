import { COMPONENT_SEARCH_PLACEHOLDER } from "@atelier/domain/product/component.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { Button, Popover, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconLayoutColumns } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useComponentList } from "../../../api/product/component";
import { THREE_COMPONENT_TEXTS } from "./three-component-texts";

/** Typing waits this long before the search is sent. */
const SEARCH_DELAY_MS = 300;

interface PreviewWithPickerProps {
  productId: string;
  versionId: string;
  /** The component shown already: it is not offered. */
  componentId: string;
  onPick: (componentId: string) => void;
}

/** 'Preview With...': searches the version's components by code and picks one to show alongside. */
export function PreviewWithPicker({ productId, versionId, componentId, onPick }: PreviewWithPickerProps) {
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState("");
  const [filter] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const query = useComponentList(productId, versionId, filter);
  const choices = useMemo(
    () =>
      (query.data?.components ?? [])
        .filter((component) => component.componentId !== componentId)
        .map((component) => ({ value: component.componentId, label: component.code })),
    [query.data, componentId],
  );

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} trapFocus withArrow>
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconLayoutColumns size={14} />}
          onClick={() => setOpened((open) => !open)}
        >
          {THREE_COMPONENT_TEXTS.previewWith}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Select
          size="xs"
          label={THREE_COMPONENT_TEXTS.previewWithLabel}
          placeholder={COMPONENT_SEARCH_PLACEHOLDER}
          data={choices}
          value={null}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // The server searched already; the list shows its answer as it is.
          filter={({ options }) => options}
          nothingFoundMessage={query.isPending ? MESSAGES.loading : MESSAGES.noResults}
          onChange={(picked) => {
            if (picked === null) return;
            setOpened(false);
            setSearch("");
            onPick(picked);
          }}
          comboboxProps={{ withinPortal: false }}
          data-autofocus
        />
      </Popover.Dropdown>
    </Popover>
  );
}

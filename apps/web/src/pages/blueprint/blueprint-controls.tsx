import { Group, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import type { BlueprintView } from "../../api/customer/blueprint";
import { BLUEPRINT_TEXTS } from "./blueprint-texts";

const pad = (value: number) => String(value).padStart(2, "0");

/** An ISO moment as a datetime-local input shows it (local time, to the minute); "" for none. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (iso === "" || Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO moment; "" for none or an incomplete value. */
export function fromLocalInput(value: string): string {
  const date = new Date(value);
  return value === "" || Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

interface BlueprintControlsProps {
  view: BlueprintView;
  search: string;
  onView: (view: BlueprintView) => void;
  onSearch: (search: string) => void;
}

/** The site, locale and preview date the blueprint is read for, and the search over its tree. */
export function BlueprintControls({ view, search, onView, onSearch }: BlueprintControlsProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={BLUEPRINT_TEXTS.search}
        placeholder={BLUEPRINT_TEXTS.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={280}
        type="search"
      />
      <TextInput
        label={BLUEPRINT_TEXTS.site}
        placeholder={BLUEPRINT_TEXTS.sitePlaceholder}
        defaultValue={view.site}
        onBlur={(event) => onView({ ...view, site: event.currentTarget.value.trim() })}
        w={140}
      />
      <TextInput
        label={BLUEPRINT_TEXTS.locale}
        placeholder={BLUEPRINT_TEXTS.localePlaceholder}
        defaultValue={view.locale}
        onBlur={(event) => onView({ ...view, locale: event.currentTarget.value.trim() })}
        w={140}
      />
      <TextInput
        label={BLUEPRINT_TEXTS.previewDate}
        title={BLUEPRINT_TEXTS.previewDateHint}
        type="datetime-local"
        value={toLocalInput(view.previewDate)}
        onChange={(event) => onView({ ...view, previewDate: fromLocalInput(event.currentTarget.value) })}
        w={220}
      />
    </Group>
  );
}

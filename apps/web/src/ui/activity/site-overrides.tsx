import { ActionIcon, Group, Paper, Stack, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useFieldArray, useWatch } from "react-hook-form";
import { useSiteList } from "../../api/catalogue/site";
import { TONES } from "../../app/theme-tokens";
import { ActivityFields, type ActivityValue, useActivityForm } from "./activity-fields";
import { ACTIVITY_TEXTS } from "./activity-texts";
import { SitePicker } from "./site-picker";

interface SiteOverrideRowProps {
  index: number;
  /** The site's name, when the company still has a site with the override's code. */
  siteName: string | undefined;
  readOnly: boolean;
  onRemove: () => void;
}

function SiteOverrideRow({ index, siteName, readOnly, onRemove }: SiteOverrideRowProps) {
  const form = useActivityForm();
  const row = useWatch({ control: form.control, name: `inactivePerSite.${index}` });
  const errors = form.formState.errors.inactivePerSite?.[index];
  if (row === undefined) return null;
  const value: ActivityValue = {
    inactive: row.inactive ?? false,
    activeFrom: row.activeFrom ?? null,
    inventory: row.inventory ?? null,
  };
  const change = (next: ActivityValue) =>
    form.setValue(`inactivePerSite.${index}`, { ...row, ...next }, { shouldDirty: true });
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="site-override" data-site={row.siteCode}>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          {siteName === undefined ? row.siteCode : `${siteName} (${row.siteCode})`}
        </Text>
        {!readOnly && (
          <ActionIcon
            variant="subtle"
            color={TONES.neutral}
            aria-label={`Remove the override of ${row.siteCode}`}
            onClick={onRemove}
          >
            <IconX size={16} />
          </ActionIcon>
        )}
      </Group>
      <ActivityFields
        value={value}
        onChange={change}
        readOnly={readOnly}
        errors={{ inventory: errors?.inventory?.message, activeFrom: errors?.activeFrom?.message }}
      />
    </Paper>
  );
}

/** Per-site overrides of an activity (a product's or a component option's), the sites picked from the company's. */
export function SiteOverrides({ readOnly }: { readOnly: boolean }) {
  const form = useActivityForm();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "inactivePerSite" });
  const overridden = (useWatch({ control: form.control, name: "inactivePerSite" }) ?? []).map((row) => row.siteCode);
  const add = (siteCode: string) => append({ siteCode, inactive: false, activeFrom: null, inventory: null });
  const sites = useSiteList().data?.sites;
  const nameOf = (siteCode: string) => sites?.find((site) => site.code === siteCode)?.name;

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Per-site overrides
      </Text>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {ACTIVITY_TEXTS.noSiteOverrides}
        </Text>
      )}
      {fields.map((field, index) => (
        <SiteOverrideRow
          key={field.id}
          index={index}
          siteName={nameOf(field.siteCode)}
          readOnly={readOnly}
          onRemove={() => remove(index)}
        />
      ))}
      {!readOnly && <SitePicker add={add} overridden={overridden} />}
    </Stack>
  );
}

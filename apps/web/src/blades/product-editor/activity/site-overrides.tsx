import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { PRODUCT_EDITOR_TEXTS } from "../product-editor-texts";
import { useProductForm } from "../use-product-form";
import { ActivityFields, type ActivityValue } from "./activity-fields";

function SiteOverrideRow({ index, readOnly, onRemove }: { index: number; readOnly: boolean; onRemove: () => void }) {
  const form = useProductForm();
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
          {row.siteCode}
        </Text>
        {!readOnly && (
          <ActionIcon
            variant="subtle"
            color="gray"
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

/** Per-site overrides of the product's activity; a site is added by its code until the Sites area exists. */
export function SiteOverrides({ readOnly }: { readOnly: boolean }) {
  const form = useProductForm();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "inactivePerSite" });
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);

  const add = () => {
    const siteCode = code.trim();
    if (siteCode === "") return;
    if (form.getValues("inactivePerSite")?.some((row) => row.siteCode === siteCode)) {
      setCodeError(PRODUCT_EDITOR_TEXTS.siteAlreadyOverridden);
      return;
    }
    append({ siteCode, inactive: false, activeFrom: null, inventory: null });
    setCode("");
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Per-site overrides
      </Text>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {PRODUCT_EDITOR_TEXTS.noSiteOverrides}
        </Text>
      )}
      {fields.map((field, index) => (
        <SiteOverrideRow key={field.id} index={index} readOnly={readOnly} onRemove={() => remove(index)} />
      ))}
      {!readOnly && (
        <Group gap="xs" align="flex-start">
          <TextInput
            size="xs"
            aria-label="Site code"
            placeholder="Site code"
            value={code}
            error={codeError}
            description={PRODUCT_EDITOR_TEXTS.sitesNotBuilt}
            inputWrapperOrder={["input", "error", "description"]}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setCodeError(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              add();
            }}
            flex={1}
          />
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={add} disabled={!code.trim()}>
            Add site
          </Button>
        </Group>
      )}
    </Stack>
  );
}

import { ActionIcon, Checkbox, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { TONES } from "../../../app/theme-tokens";
import { DragHandle, type SortableHandle } from "../../../ui/sortable-list";
import { PLACEMENT_TEXTS } from "./placement-texts";
import { usePlacementForm } from "./use-placement-form";

interface PlacementTypeRowProps {
  index: number;
  /** The type's name (its id while the names load). */
  name: string;
  handle: SortableHandle;
  readOnly: boolean;
  onRemove: () => void;
}

type Affix = "codePrefix" | "codeSuffix";

/** Each affix's short label in the field, and its full name. */
const AFFIX_LABELS: Record<Affix, { short: string; full: string }> = {
  codePrefix: { short: PLACEMENT_TEXTS.prefix, full: PLACEMENT_TEXTS.codePrefix },
  codeSuffix: { short: PLACEMENT_TEXTS.suffix, full: PLACEMENT_TEXTS.codeSuffix },
};

/** The prefix or suffix the type's component codes get in this placement. */
function AffixInput({ index, affix, name }: { index: number; affix: Affix; name: string }) {
  const form = usePlacementForm();
  const path = `componentTypes.${index}.${affix}` as const;
  const { short, full } = AFFIX_LABELS[affix];
  return (
    <TextInput
      size="xs"
      w={180}
      leftSection={<Text size="xs">{short}</Text>}
      leftSectionWidth={52}
      aria-label={`${full} of ${name}`}
      title={full}
      error={form.getFieldState(path, form.formState).error?.message}
      {...form.register(path)}
    />
  );
}

/** One component type of the placement: its name, the prefix and suffix of its codes, optional, a drag handle and removal. */
export function PlacementTypeRow({ index, name, handle, readOnly, onRemove }: PlacementTypeRowProps) {
  const form = usePlacementForm();
  const path = `componentTypes.${index}` as const;
  return (
    <Paper withBorder radius="sm" px="xs" py={6} data-testid="placement-type" data-name={name}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {!readOnly && <DragHandle handle={handle} />}
        <Stack gap={6} flex={1} miw={0}>
          <Text size="sm" fw={600} truncate="end" title={name} mt={4}>
            {name}
          </Text>
          <Group gap="xs" wrap="wrap" align="center">
            <AffixInput index={index} affix="codePrefix" name={name} />
            <AffixInput index={index} affix="codeSuffix" name={name} />
            <Checkbox
              size="xs"
              label={PLACEMENT_TEXTS.optional}
              aria-label={`${PLACEMENT_TEXTS.optional}: ${name}`}
              {...form.register(`${path}.optional`)}
            />
          </Group>
        </Stack>
        {!readOnly && (
          <ActionIcon
            variant="subtle"
            color={TONES.neutral}
            aria-label={`Remove ${name}`}
            title="Remove"
            onClick={onRemove}
          >
            <IconX size={16} />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}

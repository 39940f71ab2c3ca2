import { ActionIcon, Button, Code, Group, List, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useWatch } from "react-hook-form";
import { useReferenceDataList } from "../../../../api/data/reference-data";
import { TONES } from "../../../../app/theme-tokens";
import type { Blade } from "../../../../app/workspace/blade-types";
import { usePicker } from "../../../../app/workspace/pick-requests";
import { EditorSection } from "../../../../ui/editor/editor-section";
import { productLinks } from "../../product-links";
import { PRODUCT_EDITOR_TEXTS } from "../product-editor-texts";
import type { ReferenceDataValue } from "../product-form-values";
import { useProductForm } from "../use-product-form";

type Usage = ReferenceDataValue["usage"];

const SECTIONS: Record<Usage, { title: string; pickLabel: string }> = {
  Frontend: { title: "UX and front-end translations", pickLabel: "Pick translations" },
  Backend: { title: "Component translations and mappings", pickLabel: "Pick mappings" },
};

interface ReferenceDatasSectionProps {
  blade: Blade;
  usage: Usage;
  readOnly: boolean;
}

/** The reference data the product uses one way (front-end translations or back-end mappings). */
export function ReferenceDatasSection({ blade, usage, readOnly }: ReferenceDatasSectionProps) {
  const form = useProductForm();
  const all = useWatch({ control: form.control, name: "productReferenceDatas" }) ?? [];
  const entries = all.filter((entry) => entry.usage === usage);
  const pick = usePicker();
  const offered = useReferenceDataList(undefined, !readOnly);
  const { title, pickLabel } = SECTIONS[usage];

  const replaceEntries = (next: ReferenceDataValue[]) =>
    form.setValue("productReferenceDatas", [...all.filter((entry) => entry.usage !== usage), ...next], {
      shouldDirty: true,
    });

  const pickEntries = async () => {
    const ids = await pick(productLinks.pickReferenceDatas(), {
      multiple: true,
      initialSelection: entries.map((entry) => entry.referenceDataId),
      parentId: blade.id,
    });
    if (ids === null) return;
    const known = new Map(entries.map((entry) => [entry.referenceDataId, entry]));
    // The picker has read the list: a new entry shows by its name before the product is saved.
    const names = new Map(offered.data?.referenceDatas.map((item) => [item.referenceDataId, item.name]));
    replaceEntries(
      ids.map((id) => known.get(id) ?? { referenceDataId: id, usage, referenceDataName: names.get(id) ?? null }),
    );
  };

  return (
    <EditorSection title={title}>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {PRODUCT_EDITOR_TEXTS.noReferenceData}
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {entries.map((entry) => (
            <List.Item key={entry.referenceDataId}>
              <Group gap={6} wrap="nowrap">
                {entry.referenceDataName ? (
                  <Text size="sm">{entry.referenceDataName}</Text>
                ) : (
                  <Code>{entry.referenceDataId}</Code>
                )}
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color={TONES.neutral}
                    size="sm"
                    aria-label={`Remove ${entry.referenceDataName ?? entry.referenceDataId}`}
                    onClick={() => replaceEntries(entries.filter((other) => other !== entry))}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {!readOnly && (
        <Button size="xs" variant="light" w="fit-content" onClick={pickEntries}>
          {pickLabel}
        </Button>
      )}
    </EditorSection>
  );
}

import type { PartCodeSequenceType } from "@atelier/domain/component-type.schema";
import { Button, Menu, Text } from "@mantine/core";
import { IconChevronDown, IconPlus } from "@tabler/icons-react";
import { useFieldArray } from "react-hook-form";
import { SortableList } from "../../ui/sortable-list";
import { movedItem } from "../product-editor/image-name/moved-item";
import { EditorSection } from "../product-editor/sections/editor-section";
import { COMPONENT_TYPE_TEXTS, SEQUENCE_LABELS } from "./component-type-texts";
import { newSequence } from "./component-type-values";
import { PartCodeSequenceRow } from "./part-code-sequence-row";
import { useComponentTypeForm, useTypeDefinitions } from "./use-component-type-form";

const SEQUENCE_TYPES = Object.keys(SEQUENCE_LABELS) as PartCodeSequenceType[];

/** The part code formatting sequences (spec part 2, 3): added by kind, reordered by dragging, deleted. */
export function PartCodeSection({ readOnly }: { readOnly: boolean }) {
  const form = useComponentTypeForm();
  const definitions = useTypeDefinitions();
  // The rows are keyed by "key", so the keys the field array makes do not shadow the sequences' own ids.
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: "partCodeFormat",
    keyName: "key",
  });
  const reorder = (next: typeof fields) => {
    const moved = movedItem(
      fields.map((field) => field.key),
      next.map((field) => field.key),
    );
    if (moved) move(moved.from, moved.to);
  };

  return (
    <EditorSection title={COMPONENT_TYPE_TEXTS.partCodeFormat} description={COMPONENT_TYPE_TEXTS.partCodeHelp}>
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {COMPONENT_TYPE_TEXTS.noSequences}
        </Text>
      ) : (
        <SortableList
          items={fields}
          getId={(field) => field.key}
          onReorder={reorder}
          disabled={readOnly}
          gap={6}
          renderItem={(field, handle) => (
            <PartCodeSequenceRow
              index={fields.indexOf(field)}
              type={field.type}
              definitions={definitions}
              handle={handle}
              readOnly={readOnly}
              onRemove={() => remove(fields.indexOf(field))}
            />
          )}
        />
      )}
      {!readOnly && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="light"
              w="fit-content"
              leftSection={<IconPlus size={14} />}
              rightSection={<IconChevronDown size={14} />}
            >
              {COMPONENT_TYPE_TEXTS.addSequence}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {SEQUENCE_TYPES.map((type) => (
              <Menu.Item
                key={type}
                onClick={() => append(newSequence(type, crypto.randomUUID(), definitions[0]?.value))}
              >
                {SEQUENCE_LABELS[type]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </EditorSection>
  );
}

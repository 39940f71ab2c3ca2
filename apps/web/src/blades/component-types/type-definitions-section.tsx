import { ActionIcon, Button, Group, List, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import type { Blade } from "../../app/workspace/blade-types";
import { usePicker } from "../../app/workspace/pick-requests";
import { EditorSection } from "../product-editor/sections/editor-section";
import { COMPONENT_TYPE_TEXTS } from "./component-type-texts";
import { useComponentTypeForm, useTypeDefinitions } from "./use-component-type-form";

/** The option definitions a type combines, picked many at a time in the definitions blade. */
export function TypeDefinitionsSection({ blade, readOnly }: { blade: Blade; readOnly: boolean }) {
  const form = useComponentTypeForm();
  const definitions = useTypeDefinitions();
  const pick = usePicker();
  const setIds = (ids: string[]) =>
    form.setValue(
      "componentOptionDefinitions",
      ids.map((id) => ({ componentOptionDefinitionId: id, name: "" })),
      { shouldDirty: true },
    );

  const pickDefinitions = async () => {
    const ids = await pick("ComponentOptionDefinitions", {
      multiple: true,
      allowNone: true,
      initialSelection: definitions.map((definition) => definition.value),
      parentId: blade.id,
    });
    if (ids !== null) setIds(ids);
  };

  return (
    <EditorSection title={COMPONENT_TYPE_TEXTS.definitions} description={COMPONENT_TYPE_TEXTS.definitionsHelp}>
      {definitions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {COMPONENT_TYPE_TEXTS.noDefinitions}
        </Text>
      ) : (
        <List size="sm" spacing={2} aria-label={COMPONENT_TYPE_TEXTS.definitions}>
          {definitions.map((definition) => (
            <List.Item key={definition.value}>
              <Group gap={4} wrap="nowrap">
                <Text size="sm" data-testid="type-definition">
                  {definition.label}
                </Text>
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={`Remove ${definition.label}`}
                    onClick={() =>
                      setIds(definitions.map((other) => other.value).filter((id) => id !== definition.value))
                    }
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
        <Button size="xs" variant="light" w="fit-content" onClick={pickDefinitions}>
          {COMPONENT_TYPE_TEXTS.pickDefinitions}
        </Button>
      )}
    </EditorSection>
  );
}

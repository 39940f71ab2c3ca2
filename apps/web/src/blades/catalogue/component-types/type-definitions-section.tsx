import { Button, Text } from "@mantine/core";
import type { Blade } from "../../../app/workspace/blade-types";
import { usePicker } from "../../../app/workspace/pick-requests";
import { catalogueLinks } from "../catalogue-links";
import { ListSection } from "../common/list-section";
import { PickedList } from "../common/picked-list";
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
    const ids = await pick(catalogueLinks.optionDefinitions(), {
      multiple: true,
      allowNone: true,
      initialSelection: definitions.map((definition) => definition.value),
      parentId: blade.id,
    });
    if (ids !== null) setIds(ids);
  };

  return (
    <ListSection
      title={COMPONENT_TYPE_TEXTS.definitions}
      description={COMPONENT_TYPE_TEXTS.definitionsHelp}
      emptyText={COMPONENT_TYPE_TEXTS.noDefinitions}
      empty={definitions.length === 0}
      readOnly={readOnly}
      add={
        <Button size="xs" variant="light" w="fit-content" onClick={pickDefinitions}>
          {COMPONENT_TYPE_TEXTS.pickDefinitions}
        </Button>
      }
    >
      <PickedList
        items={definitions}
        keyOf={(definition) => definition.value}
        nameOf={(definition) => definition.label}
        renderItem={(definition) => (
          <Text size="sm" data-testid="type-definition">
            {definition.label}
          </Text>
        )}
        onRemove={(definition) =>
          setIds(definitions.map((other) => other.value).filter((id) => id !== definition.value))
        }
        readOnly={readOnly}
        label={COMPONENT_TYPE_TEXTS.definitions}
      />
    </ListSection>
  );
}

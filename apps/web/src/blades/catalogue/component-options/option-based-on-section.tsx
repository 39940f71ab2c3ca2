import { Button, Group, Input, Select, Text } from "@mantine/core";
import { IconListDetails } from "@tabler/icons-react";
import { useWatch } from "react-hook-form";
import { useComponentOptionDefinitionList } from "../../../api/catalogue/component-option-definition";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade } from "../../../app/workspace/blade-types";
import { catalogueLinks } from "../catalogue-links";
import { useOptionForm } from "./option-editor-form";
import type { OptionOpening } from "./option-editor-item-id";
import { OPTION_EDITOR_TEXTS } from "./option-editor-texts";
import { basedOn } from "./option-form-values";

interface OptionBasedOnSectionProps {
  blade: Blade;
  /** A new option's definition can be chosen; a copy's and a stored option's are shown, and can be opened. */
  mode: OptionOpening["mode"];
  readOnly: boolean;
}

const KEPT_BECAUSE = { new: undefined, copy: OPTION_EDITOR_TEXTS.basedOnCopied, edit: OPTION_EDITOR_TEXTS.basedOnKept };

const ANY = "";

/** 'Based on': the option's definition, chosen once (with 'Any' for none) and permanent after (spec part 2, 4). */
export function OptionBasedOnSection({ blade, mode, readOnly }: OptionBasedOnSectionProps) {
  const form = useOptionForm();
  const { open } = useBlades();
  const definitionId = useWatch({ control: form.control, name: "componentOptionDefinitionId" }) ?? null;
  const definitions = useComponentOptionDefinitionList().data?.componentOptionDefinitions ?? [];

  if (mode === "new" && !readOnly) {
    const choose = (id: string | null) => {
      const definition = definitions.find((candidate) => candidate.componentOptionDefinitionId === id) ?? null;
      const next = basedOn(form.getValues(), definition);
      const options = { shouldDirty: true };
      form.setValue("componentOptionDefinitionId", next.componentOptionDefinitionId, options);
      form.setValue("customAttributesJson", next.customAttributesJson, options);
    };
    return (
      <Select
        label={OPTION_EDITOR_TEXTS.basedOn}
        description={OPTION_EDITOR_TEXTS.basedOnHelp}
        data={[
          { value: ANY, label: OPTION_EDITOR_TEXTS.any },
          ...definitions.map((definition) => ({
            value: definition.componentOptionDefinitionId,
            label: definition.name,
          })),
        ]}
        value={definitionId ?? ANY}
        onChange={(value) => choose(value === ANY ? null : value)}
        allowDeselect={false}
        searchable
        error={form.formState.errors.componentOptionDefinitionId?.message}
      />
    );
  }

  const name =
    definitionId === null
      ? OPTION_EDITOR_TEXTS.any
      : (definitions.find((definition) => definition.componentOptionDefinitionId === definitionId)?.name ??
        OPTION_EDITOR_TEXTS.unknownDefinition);
  return (
    <Input.Wrapper label={OPTION_EDITOR_TEXTS.basedOn} description={KEPT_BECAUSE[mode]}>
      <Group gap="xs" mt={4}>
        <Text size="sm" data-testid="option-based-on">
          {name}
        </Text>
        {definitionId !== null && (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconListDetails size={14} />}
            onClick={() => open(catalogueLinks.optionDefinition.edit(definitionId), { parentId: blade.id })}
          >
            {OPTION_EDITOR_TEXTS.viewDefinition}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}

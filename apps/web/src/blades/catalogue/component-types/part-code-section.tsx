import type { PartCodeSequenceType } from "@atelier/domain/catalogue/component-type.schema";
import { useFieldArray } from "react-hook-form";
import { EditorSection } from "../../../ui/editor/editor-section";
import { SequenceBuilder } from "../../../ui/sequence-builder";
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
  return (
    <EditorSection title={COMPONENT_TYPE_TEXTS.partCodeFormat} description={COMPONENT_TYPE_TEXTS.partCodeHelp}>
      <SequenceBuilder
        items={fields}
        getId={(field) => field.key}
        onMove={move}
        readOnly={readOnly}
        emptyText={COMPONENT_TYPE_TEXTS.noSequences}
        renderItem={(field, index, handle) => (
          <PartCodeSequenceRow
            index={index}
            type={field.type}
            definitions={definitions}
            handle={handle}
            readOnly={readOnly}
            onRemove={() => remove(index)}
          />
        )}
        addLabel={COMPONENT_TYPE_TEXTS.addSequence}
        addChoices={SEQUENCE_TYPES.map((type) => ({
          key: type,
          label: SEQUENCE_LABELS[type],
          onSelect: () => append(newSequence(type, crypto.randomUUID(), definitions[0]?.value)),
        }))}
      />
    </EditorSection>
  );
}

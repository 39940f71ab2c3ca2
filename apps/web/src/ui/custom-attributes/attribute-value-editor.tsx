import type { CustomAttribute } from "@atelier/domain/shared/custom-attribute.schema";
import type { AttributeValueType } from "@atelier/domain/shared/custom-attributes";
import { NumberInput, TextInput } from "@mantine/core";
import { AttributeFileInput } from "./attribute-file-input";
import { AttributeImageInput } from "./attribute-image-input";
import { AttributeLongText } from "./attribute-long-text";
import { numberFromInput } from "./attribute-rows";

interface AttributeValueEditorProps {
  attribute: CustomAttribute;
  type: AttributeValueType;
  onChange: (value: CustomAttribute["value"]) => void;
  /** Trims the value when the field is left. */
  onBlur: () => void;
}

const fill = { flex: 1, minWidth: 0 } as const;

/** The value field of a row, by the value's type. */
export function AttributeValueEditor({ attribute, type, onChange, onBlur }: AttributeValueEditorProps) {
  const text = attribute.value === null ? "" : String(attribute.value);
  switch (type) {
    case "number":
      return (
        <NumberInput
          aria-label="Attribute value"
          value={typeof attribute.value === "number" ? attribute.value : ""}
          onChange={(input) => onChange(numberFromInput(input))}
          style={fill}
        />
      );
    case "html":
    case "json":
      return <AttributeLongText name={attribute.name} value={text} onChange={onChange} />;
    case "binary":
    case "file":
      return <AttributeFileInput kind={type} value={text} onChange={onChange} />;
    case "image":
    case "asset":
      return <AttributeImageInput kind={type} name={attribute.name} value={text} onChange={onChange} onBlur={onBlur} />;
    case "text":
      return (
        <TextInput
          aria-label="Attribute value"
          placeholder="Value"
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
          style={fill}
        />
      );
  }
}

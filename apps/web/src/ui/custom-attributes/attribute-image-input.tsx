import { Group, TextInput } from "@mantine/core";
import { attributeImageSrc } from "./attribute-rows";
import { AttributeThumbnail } from "./attribute-thumbnail";

interface AttributeImageInputProps {
  /** image: the value is the image's URL; asset: it is an asset's name. */
  kind: "image" | "asset";
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** An image or asset value: a thumbnail beside a text field for its URL or asset name. */
export function AttributeImageInput({ kind, name, value, onChange, onBlur }: AttributeImageInputProps) {
  return (
    <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
      <AttributeThumbnail src={attributeImageSrc(kind, value)} name={name} />
      <TextInput
        aria-label="Attribute value"
        placeholder={kind === "asset" ? "Asset name" : "Image URL"}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        style={{ flex: 1, minWidth: 0 }}
      />
    </Group>
  );
}

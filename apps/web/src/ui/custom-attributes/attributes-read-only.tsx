import type { CustomAttribute } from "@atelier/domain/shared/custom-attribute.schema";
import { attributeValueType, binaryPreview } from "@atelier/domain/shared/custom-attributes";
import { Group, Table, Text } from "@mantine/core";
import { attributeImageSrc } from "./attribute-rows";
import { AttributeThumbnail } from "./attribute-thumbnail";

function ValueView({ attribute }: { attribute: CustomAttribute }) {
  const type = attributeValueType(attribute.name, attribute.value);
  const text = attribute.value === null ? "" : String(attribute.value);
  const shown = type === "binary" || type === "file" ? binaryPreview(text) : text;
  return (
    <Group gap="xs" wrap="nowrap">
      <AttributeThumbnail src={attributeImageSrc(type, attribute.value)} name={attribute.name} />
      <Text size="sm" ff={type === "text" || type === "number" ? undefined : "monospace"} lineClamp={3}>
        {shown}
      </Text>
    </Group>
  );
}

/** Custom attributes as read-only rows of name and value. */
export function AttributesReadOnly({ attributes }: { attributes: readonly CustomAttribute[] }) {
  if (attributes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No custom attributes.
      </Text>
    );
  }
  return (
    <Table aria-label="Custom attributes" layout="fixed">
      <Table.Tbody>
        {attributes.map((attribute) => (
          <Table.Tr key={attribute.id}>
            <Table.Td w="35%">
              <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                {attribute.name}
              </Text>
            </Table.Td>
            <Table.Td>
              <ValueView attribute={attribute} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

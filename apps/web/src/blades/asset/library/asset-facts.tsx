import type { Asset } from "@atelier/domain/asset/asset.schema";
import { formatFileSize } from "@atelier/domain/shared/file-size";
import { Table } from "@mantine/core";
import { formatTimestamp } from "../../../ui/format-timestamp";
import { ASSET_TEXTS } from "../common/asset-texts";
import { formatDimensions } from "./library-view";

/** The facts of one asset: name, type, size, dimensions (images) and last modified. */
export function AssetFacts({ asset }: { asset: Asset }) {
  const dimensions = formatDimensions(asset);
  const rows: [string, string][] = [
    [ASSET_TEXTS.name, asset.name],
    [ASSET_TEXTS.type, asset.contentType],
    [ASSET_TEXTS.size, formatFileSize(asset.size)],
    ...(dimensions === "" ? [] : ([[ASSET_TEXTS.dimensions, dimensions]] as [string, string][])),
    [ASSET_TEXTS.lastModified, formatTimestamp(asset.lastModified)],
  ];
  return (
    <Table withRowBorders={false} verticalSpacing={4} data-testid="asset-facts">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="9rem" fw={500} c="dimmed">
              {label}
            </Table.Th>
            <Table.Td
              style={{ wordBreak: "break-all" }}
              data-testid={`asset-${label.toLowerCase().replace(/ /g, "-")}`}
            >
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

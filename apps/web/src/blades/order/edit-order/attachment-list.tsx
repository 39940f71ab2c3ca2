import type { OrderAttachment, OrderAttachmentType } from "@atelier/domain/order/order.schema";
import { formatFileSize } from "@atelier/domain/shared/file-size";
import { Anchor, Badge, Group, type MantineColor, Menu, Table, Text, UnstyledButton } from "@mantine/core";
import { IconDownload, IconHistory } from "@tabler/icons-react";
import { TONES } from "../../../app/theme-tokens";
import { formatTimestamp } from "../../../ui/format-timestamp";
import { ORDER_TEXTS } from "../common/order-texts";

/** Who sees a file: staff only (quiet), the customer's proofs and public files (in colour), views (info). */
export const ATTACHMENT_TYPE_COLORS: Record<OrderAttachmentType, MantineColor> = {
  view: TONES.info,
  proof: TONES.primary,
  public: TONES.success,
  internal: TONES.neutral,
};

/** The address of an older version of a file: its content address with `version`. */
export function versionUrl(url: string, version: number): string {
  return `${url}${url.includes("?") ? "&" : "?"}version=${version}`;
}

/** A file's version, with the earlier ones to download when it has any. */
function Versions({ attachment }: { attachment: OrderAttachment }) {
  const label = ORDER_TEXTS.version(attachment.version);
  if (attachment.version <= 1) return <Text size="sm">{label}</Text>;
  const older = Array.from({ length: attachment.version - 1 }, (_, index) => attachment.version - 1 - index);
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton fz="sm" aria-label={`${label}: ${ORDER_TEXTS.olderVersion(older[0] ?? 1)}`}>
          <Group gap={4} wrap="nowrap">
            {label}
            <IconHistory size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {older.map((version) => (
          <Menu.Item key={version} component="a" href={versionUrl(attachment.url, version)} download>
            {ORDER_TEXTS.olderVersion(version)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The order's files: name (a download), type, what it is about, version, size and when it last changed. */
export function AttachmentList({ attachments }: { attachments: readonly OrderAttachment[] }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing={4} fz="sm" aria-label={ORDER_TEXTS.attachments}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{ORDER_TEXTS.file}</Table.Th>
            <Table.Th>{ORDER_TEXTS.type}</Table.Th>
            <Table.Th>{ORDER_TEXTS.view}</Table.Th>
            <Table.Th>{ORDER_TEXTS.placement}</Table.Th>
            <Table.Th>Version</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th>{ORDER_TEXTS.lastUpdated}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {attachments.map((attachment) => (
            <Table.Tr key={attachment.attachmentId} data-testid="order-attachment" data-type={attachment.type}>
              <Table.Td>
                <Anchor
                  href={attachment.url}
                  download={attachment.name}
                  size="sm"
                  title={ORDER_TEXTS.download(attachment.name)}
                >
                  <Group gap={4} wrap="nowrap">
                    <IconDownload size={14} aria-hidden />
                    <span style={{ overflowWrap: "anywhere" }}>{attachment.name}</span>
                  </Group>
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Badge
                  size="sm"
                  variant="light"
                  color={ATTACHMENT_TYPE_COLORS[attachment.type]}
                  style={{ overflow: "visible" }}
                >
                  {ORDER_TEXTS.attachmentTypes[attachment.type]}
                </Badge>
              </Table.Td>
              <Table.Td>{attachment.view || "—"}</Table.Td>
              <Table.Td>{attachment.placement || "—"}</Table.Td>
              <Table.Td>
                <Versions attachment={attachment} />
              </Table.Td>
              <Table.Td>{formatFileSize(attachment.size)}</Table.Td>
              <Table.Td>{formatTimestamp(attachment.lastUpdated)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

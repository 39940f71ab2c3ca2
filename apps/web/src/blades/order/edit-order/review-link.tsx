import { ActionIcon, Anchor, CopyButton, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { ORDER_TEXTS } from "../common/order-texts";

/** The customer review page's address, with the order's access code: opened, or copied to send by hand. */
export function ReviewLink({ url }: { url: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {ORDER_TEXTS.reviewLink}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Anchor
          href={url}
          target="_blank"
          rel="noreferrer"
          size="sm"
          data-testid="order-review-link"
          style={{ overflowWrap: "anywhere" }}
        >
          {url}
        </Anchor>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? ORDER_TEXTS.copied : ORDER_TEXTS.copyLink} withArrow>
              <ActionIcon variant="subtle" onClick={copy} aria-label={ORDER_TEXTS.copyLink}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

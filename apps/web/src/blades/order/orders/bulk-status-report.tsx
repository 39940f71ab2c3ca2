import type { BulkOrderStatusResult } from "@atelier/domain/order/order.schema";
import { Alert, List, Text } from "@mantine/core";
import { TONES } from "../../../app/theme-tokens";
import { ORDER_TEXTS } from "../common/order-texts";

/** What a bulk change did: how many orders moved, and each order it skipped with the server's reason. */
export function BulkStatusReport({ report, onClose }: { report: BulkOrderStatusResult; onClose: () => void }) {
  const skipped = report.skipped.length > 0;
  return (
    <Alert
      mt="xs"
      color={skipped ? TONES.caution : TONES.success}
      withCloseButton
      onClose={onClose}
      closeButtonLabel="Close"
      data-testid="order-bulk-report"
    >
      <Text size="sm">{ORDER_TEXTS.bulkChanged(report.changed.length)}</Text>
      {skipped && (
        <>
          <Text size="sm" mt={4}>
            {ORDER_TEXTS.bulkSkipped(report.skipped.length)}
          </Text>
          <List size="sm" data-testid="order-bulk-skipped">
            {report.skipped.map(({ recipeId, reason }) => (
              <List.Item key={recipeId}>
                <Text span ff="monospace" size="sm">
                  {recipeId}
                </Text>
                : {reason}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}

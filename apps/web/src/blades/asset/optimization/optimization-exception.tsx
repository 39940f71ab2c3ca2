import { OPTIMIZATION_MESSAGES } from "@atelier/domain/asset/optimization.schema";
import { Alert, Anchor, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { TONES } from "../../../app/theme-tokens";
import { OPTIMIZATION_TEXTS } from "./optimization-texts";

/** Part 3 section 8: an optimization exception shows 'Conversion failed' and a message with a View details link. */
export function OptimizationException({ message, onDetails }: { message: string; onDetails?: () => void }) {
  return (
    <Alert
      color={TONES.danger}
      variant="light"
      p="xs"
      icon={<IconAlertTriangle size={16} />}
      title={OPTIMIZATION_MESSAGES.conversionFailed}
      data-testid="optimization-exception"
    >
      <Text size="sm" component="span">
        {message}
      </Text>
      {onDetails && (
        <Anchor component="button" type="button" size="sm" ml="xs" onClick={onDetails}>
          {OPTIMIZATION_TEXTS.viewDetails}
        </Anchor>
      )}
    </Alert>
  );
}

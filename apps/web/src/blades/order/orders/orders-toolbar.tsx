import { ActionIcon, Button, Group, Title } from "@mantine/core";
import { IconFileTypeCsv, IconPlus, IconRefresh } from "@tabler/icons-react";
import { LIST_TEXTS } from "../../../ui/list/list-texts";
import { ORDER_TEXTS } from "../common/order-texts";

interface OrdersToolbarProps {
  title: string;
  onTrack: () => void;
  refreshing: boolean;
  onRefresh: () => void;
  exporting: boolean;
  /** Undefined while the filter shows no order. */
  onExport: (() => void) | undefined;
}

/** The Orders blade's heading, 'Track a recipe', refresh, and the CSV export of what the filter shows. */
export function OrdersToolbar({ title, onTrack, refreshing, onRefresh, exporting, onExport }: OrdersToolbarProps) {
  return (
    <Group justify="space-between" align="center" gap="xs">
      <Title order={2} size="h4" data-testid="blade-title">
        {title}
      </Title>
      <Group gap="xs">
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onTrack}>
          {ORDER_TEXTS.trackRecipe}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileTypeCsv size={14} />}
          loading={exporting}
          disabled={onExport === undefined}
          onClick={onExport}
        >
          {ORDER_TEXTS.exportCsv}
        </Button>
        <ActionIcon
          variant="default"
          aria-label={LIST_TEXTS.refresh}
          title={LIST_TEXTS.refresh}
          loading={refreshing}
          onClick={onRefresh}
        >
          <IconRefresh size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}

import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade } from "../../../app/workspace/blade-types";
import { usePicker } from "../../../app/workspace/pick-requests";
import { assetLinks } from "../asset-links";
import { ASSET_TEXTS } from "../common/asset-texts";
import { DeriveItemRow } from "./derive-item-row";
import type { DeriveQueueStore } from "./derive-store";
import { useDeriveQueue } from "./derive-store";

interface DerivePanelProps {
  blade: Blade;
  title: string;
  store: DeriveQueueStore;
  testId: string;
  explained: string;
  empty: string;
  /** Start, or the strength buttons. */
  actions: ReactNode;
}

/**
 * The frame of Upload Masks and Upload Lightmaps: the queue of selected images with their states, images
 * added from the library (picked many at once), and the blade's own way of starting a run.
 */
export function DerivePanel({ blade, title, store, testId, explained, empty, actions }: DerivePanelProps) {
  const items = useDeriveQueue(store);
  const { open } = useBlades();
  const pick = usePicker();
  const addFromLibrary = async () => {
    const names = await pick(assetLinks.library(), {
      multiple: true,
      parentId: blade.id,
      title: ASSET_TEXTS.pickImages,
    });
    if (names && names.length > 0) store.dispatch({ type: "added", names });
  };
  const anyDone = items.some((item) => item.status === "done");

  return (
    <Stack gap="sm" data-testid={testId}>
      <Title order={2} size="h4" data-testid="blade-title">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {explained}
      </Text>
      <Group gap="xs" justify="space-between">
        {actions}
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={14} />}
            onClick={() => void addFromLibrary()}
          >
            {ASSET_TEXTS.addAssets}
          </Button>
          <Button size="xs" variant="subtle" disabled={!anyDone} onClick={() => store.dispatch({ type: "cleared" })}>
            {ASSET_TEXTS.clearDone}
          </Button>
        </Group>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" data-testid="derive-empty">
          {empty}
        </Text>
      ) : (
        <Stack
          gap={0}
          component="ul"
          aria-label={ASSET_TEXTS.queue}
          style={{ listStyle: "none", padding: 0, margin: 0 }}
        >
          {items.map((item) => (
            <DeriveItemRow
              key={item.name}
              item={item}
              onRemove={(name) => store.dispatch({ type: "removed", name })}
              onOpen={(name) => open(assetLinks.asset(name), { parentId: blade.id })}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

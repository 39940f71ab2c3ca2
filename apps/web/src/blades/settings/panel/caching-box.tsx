import { Alert, Group, Stack, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { type CacheFlush, useFlushCache } from "../../../api/settings/cache";
import { TONES } from "../../../app/theme-tokens";
import { ConfirmButton } from "../../../ui/confirm-button";
import { ErrorCallout } from "../../../ui/error-callout";
import { SETTINGS_TEXTS } from "../common/settings-texts";

const ACTIONS: readonly { flush: CacheFlush; label: string }[] = [
  { flush: "blueprints", label: SETTINGS_TEXTS.rebuildBlueprints },
  { flush: "assets/fast", label: SETTINGS_TEXTS.instantAssetsRefresh },
  { flush: "assets", label: SETTINGS_TEXTS.reloadAllAssets },
];

/**
 * The Caching box (spec part 3, "Settings panel"): three flushes, each confirmed with a second click, all
 * disabled while one runs; the answer's message in a success callout, or the failure's in a danger callout.
 */
export function CachingBox() {
  const flush = useFlushCache();
  return (
    <Stack gap="xs" component="section" aria-label={SETTINGS_TEXTS.caching} data-testid="caching-box">
      <Title order={3} size="h5">
        {SETTINGS_TEXTS.caching}
      </Title>
      <Group gap="xs">
        {ACTIONS.map((action) => (
          <ConfirmButton
            key={action.flush}
            variant="default"
            size="sm"
            disabled={flush.isPending}
            loading={flush.isPending && flush.variables === action.flush}
            onConfirm={() => flush.mutate(action.flush)}
          >
            {action.label}
          </ConfirmButton>
        ))}
      </Group>
      {flush.isSuccess && (
        <Alert color={TONES.success} icon={<IconCircleCheck size={18} />} role="status" data-testid="caching-result">
          {flush.data.message}
        </Alert>
      )}
      <ErrorCallout error={flush.error} />
    </Stack>
  );
}

import { MESSAGES } from "@atelier/domain/shared/messages";
import { Button, Group, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useCurrentUser } from "../../../api/account/account";
import { useProduct } from "../../../api/product/product";
import { useCreateVersion, useVersions } from "../../../api/product/version";
import { useBlades } from "../../../app/workspace/blade-context";
import { useBladeTitle } from "../../../app/workspace/blade-title";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { usePickRequest } from "../../../app/workspace/pick-requests";
import { ErrorCallout } from "../../../ui/error-callout";
import { productLinks } from "../product-links";
import { VersionRow } from "./version-row";
import { VERSION_TEXTS, versionsTitle } from "./version-texts";
import classes from "./versions.module.css";

/** The versions of one product (itemId = productId), to open in the editor or to pick one (spec part 1, 2.6). */
export function VersionsBlade({ blade }: BladeProps) {
  const productId = blade.itemId ?? "";
  const product = useProduct(productId);
  const versions = useVersions(productId);
  const canEdit = useCurrentUser().data?.permissions.canEdit === true;
  const { request, complete } = usePickRequest(blade);
  const create = useCreateVersion();
  const { open } = useBlades();
  const picking = blade.mode === "pick" && request !== null;
  const title = product.data ? versionsTitle(product.data.name) : undefined;
  useBladeTitle(title);

  const openVersion = (versionId: string) =>
    open(productLinks.editVersion({ productId, versionId }), { parentId: blade.id });
  const addVersion = () => create.mutate({ productId }, { onSuccess: (version) => openVersion(version.versionId) });

  const error = product.error ?? versions.error;
  const list = (versions.data?.versions ?? []).filter((version) => !request?.excludedIds?.includes(version.versionId));

  return (
    <Stack gap="md" data-testid="versions-blade">
      {/* The button goes under the title when the blade is too narrow for both. */}
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={2} size="h4" flex="1 1 12rem" data-testid="blade-title">
          {title ?? MESSAGES.loading}
        </Title>
        {canEdit && !picking && (
          <Button
            size="xs"
            flex="none"
            leftSection={<IconPlus size={14} />}
            onClick={addVersion}
            loading={create.isPending}
          >
            Add version
          </Button>
        )}
      </Group>
      <ErrorCallout error={error ?? create.error} />
      {versions.isPending && !error && <Text size="sm">{MESSAGES.loading}</Text>}
      {versions.isSuccess && list.length === 0 && !request?.allowNone && (
        <Text size="sm" c="dimmed" data-testid="versions-empty">
          {VERSION_TEXTS.noVersions}
        </Text>
      )}
      {(list.length > 0 || (picking && request.allowNone)) && (
        <div className={classes.list} data-testid="versions-list">
          {picking && request.allowNone && (
            <UnstyledButton className={classes.row} onClick={() => complete([])}>
              <Text size="sm" c="dimmed">
                {VERSION_TEXTS.none}
              </Text>
            </UnstyledButton>
          )}
          {list.map((version) => (
            <VersionRow
              key={version.versionId}
              version={version}
              selected={request?.initialSelection?.includes(version.versionId)}
              onPick={picking ? () => complete([version.versionId]) : undefined}
              onDetails={picking ? undefined : () => openVersion(version.versionId)}
            />
          ))}
        </div>
      )}
    </Stack>
  );
}

import type { ProductStatus } from "@atelier/domain/product.schema";
import { needsSaveConfirm } from "@atelier/domain/product-workflow";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconDeviceFloppy, IconPackage } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ConfirmButton } from "../../ui/confirm-button";
import classes from "./version-action-bar.module.css";
import { VERSION_TEXTS } from "./version-texts";

interface VersionActionBarProps {
  canEdit: boolean;
  /** The product's status: past Development the bar turns red and both saves ask 'Confirm?'. */
  productStatus: ProductStatus;
  saving: boolean;
  busy: boolean;
  onArchive: () => void;
  onSaveAndClose: () => void;
  onSave: () => void;
  onPackages: () => void;
  studioMenu: ReactNode;
  moreMenu: ReactNode;
}

/** The version editor's buttons: Archive, Save & Close, Save (editors), Studio, Packages and More. */
export function VersionActionBar(props: VersionActionBarProps) {
  const { canEdit, saving, busy } = props;
  const dangerous = needsSaveConfirm(props.productStatus);
  return (
    <Stack
      gap={6}
      className={classes.bar}
      data-danger={dangerous || undefined}
      data-testid="version-action-bar"
      role="toolbar"
      aria-label="Version actions"
    >
      <Group gap="xs" justify="space-between">
        {canEdit && (
          <Group gap="xs">
            <ConfirmButton size="xs" variant="light" color="red" onConfirm={props.onArchive} disabled={busy}>
              Archive
            </ConfirmButton>
            <ConfirmButton
              size="xs"
              variant={dangerous ? "outline" : "light"}
              color={dangerous ? "red" : undefined}
              needsConfirm={dangerous}
              onConfirm={props.onSaveAndClose}
              disabled={busy}
            >
              Save & Close
            </ConfirmButton>
            <ConfirmButton
              size="xs"
              color={dangerous ? "red" : undefined}
              needsConfirm={dangerous}
              onConfirm={props.onSave}
              loading={saving}
              disabled={busy && !saving}
              leftSection={<IconDeviceFloppy size={14} />}
            >
              Save
            </ConfirmButton>
          </Group>
        )}
        <Group gap="xs">
          {props.studioMenu}
          <Button size="xs" variant="default" leftSection={<IconPackage size={14} />} onClick={props.onPackages}>
            Packages
          </Button>
          {props.moreMenu}
        </Group>
      </Group>
      {dangerous && canEdit && (
        <Text size="xs" c="red.8" data-testid="version-danger-note">
          {VERSION_TEXTS.productNotInDevelopment(props.productStatus)}
        </Text>
      )}
    </Stack>
  );
}

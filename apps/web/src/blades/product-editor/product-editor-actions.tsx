import type { ProductStatus } from "@atelier/domain/product.schema";
import { needsSaveConfirm } from "@atelier/domain/product-workflow";
import { Button, Group, Menu, Stack, Text } from "@mantine/core";
import { IconChevronDown, IconDeviceFloppy, IconGitBranch, IconPhoto } from "@tabler/icons-react";
import { ConfirmButton } from "../../ui/confirm-button";
import { VERSION_TEXTS } from "../versions/version-texts";
import classes from "./product-editor.module.css";

interface ProductEditorActionsProps {
  /** Null for a product not saved yet (no Archive, More or Manage Versions). */
  status: ProductStatus | null;
  readOnly: boolean;
  saving: boolean;
  busy: boolean;
  onArchive: () => void;
  onSave: (closeAfter: boolean) => void;
  onManageGallery: () => void;
  onManageVersions: () => void;
}

/** The editor's buttons (spec part 1, 2.5): Archive, Save & Close, Save, More and Manage Versions. */
export function ProductEditorActions(props: ProductEditorActionsProps) {
  const { status, readOnly, saving, busy } = props;
  const dangerous = status !== null && needsSaveConfirm(status);
  const editing = !readOnly;
  return (
    <Stack
      gap={6}
      className={classes.bar}
      data-danger={(dangerous && editing) || undefined}
      role="toolbar"
      aria-label="Product actions"
    >
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          {editing && status !== null && status !== "Archived" && (
            <ConfirmButton size="xs" variant="default" color="red" onConfirm={props.onArchive} disabled={busy}>
              Archive
            </ConfirmButton>
          )}
          {editing && (
            <>
              <ConfirmButton
                size="xs"
                variant={dangerous ? "outline" : "light"}
                color={dangerous ? "red" : undefined}
                needsConfirm={dangerous}
                onConfirm={() => props.onSave(true)}
                disabled={busy}
              >
                Save & Close
              </ConfirmButton>
              <ConfirmButton
                size="xs"
                color={dangerous ? "red" : undefined}
                needsConfirm={dangerous}
                onConfirm={() => props.onSave(false)}
                loading={saving}
                disabled={busy && !saving}
                leftSection={<IconDeviceFloppy size={14} />}
              >
                Save
              </ConfirmButton>
            </>
          )}
        </Group>
        {status !== null && (
          <Group gap="xs">
            {editing && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} />}>
                    More
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconPhoto size={14} />} onClick={props.onManageGallery}>
                    Manage Gallery
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
            <Button
              size="xs"
              variant="default"
              leftSection={<IconGitBranch size={14} />}
              onClick={props.onManageVersions}
            >
              Manage Versions
            </Button>
          </Group>
        )}
      </Group>
      {dangerous && editing && (
        <Text size="xs" c="red.8" data-testid="product-danger-note">
          {VERSION_TEXTS.productNotInDevelopment(status)}
        </Text>
      )}
    </Stack>
  );
}

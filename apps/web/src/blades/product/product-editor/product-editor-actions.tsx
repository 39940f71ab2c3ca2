import type { ProductStatus } from "@atelier/domain/product/product-list.schema";
import { needsSaveConfirm } from "@atelier/domain/product/product-workflow";
import type { AppletModel } from "@atelier/domain/settings/applet-model";
import { Button, Menu } from "@mantine/core";
import { IconChevronDown, IconGitBranch, IconPhoto } from "@tabler/icons-react";
import { TONES } from "../../../app/theme-tokens";
import { SaveButtons } from "../../../ui/action-bar/save-buttons";
import { StickyActionBar } from "../../../ui/action-bar/sticky-action-bar";
import { AppletMenuItems } from "../../../ui/applet-frame/applet-menu-items";
import { ConfirmButton } from "../../../ui/confirm-button";
import { VERSION_TEXTS } from "../versions/version-texts";

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
  /** The model the Product applets are opened with (a stored product). */
  appletModel: AppletModel<"Product"> | null;
}

/** The editor's buttons (spec part 1, 2.5): Archive, Save & Close, Save, More and Manage Versions. */
export function ProductEditorActions(props: ProductEditorActionsProps) {
  const { status, readOnly, saving, busy } = props;
  const dangerous = status !== null && needsSaveConfirm(status);
  const editing = !readOnly;
  return (
    <StickyActionBar
      label="Product actions"
      danger={dangerous && editing}
      dangerNote={
        status !== null
          ? { text: VERSION_TEXTS.productNotInDevelopment(status), testId: "product-danger-note" }
          : undefined
      }
      start={
        editing && (
          <>
            {status !== null && status !== "Archived" && (
              <ConfirmButton
                size="xs"
                variant="default"
                color={TONES.danger}
                onConfirm={props.onArchive}
                disabled={busy}
              >
                Archive
              </ConfirmButton>
            )}
            <SaveButtons dangerous={dangerous} saving={saving} busy={busy} onSave={props.onSave} />
          </>
        )
      }
      end={
        status !== null && (
          <>
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
                  {props.appletModel && <AppletMenuItems scope="Product" model={props.appletModel} />}
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
          </>
        )
      }
    />
  );
}

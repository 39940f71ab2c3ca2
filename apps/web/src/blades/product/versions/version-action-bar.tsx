import type { ProductStatus } from "@atelier/domain/product/product-list.schema";
import { needsSaveConfirm } from "@atelier/domain/product/product-workflow";
import { Button } from "@mantine/core";
import { IconPackage } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { TONES } from "../../../app/theme-tokens";
import { SaveButtons } from "../../../ui/action-bar/save-buttons";
import { StickyActionBar } from "../../../ui/action-bar/sticky-action-bar";
import { ConfirmButton } from "../../../ui/confirm-button";
import { VERSION_TEXTS } from "./version-texts";

interface VersionActionBarProps {
  canEdit: boolean;
  /** The product's status: past Development the bar turns red and both saves ask 'Confirm?'. */
  productStatus: ProductStatus;
  saving: boolean;
  busy: boolean;
  onArchive: () => void;
  onSave: (closeAfter: boolean) => void;
  onPackages: () => void;
  studioMenu: ReactNode;
  moreMenu: ReactNode;
}

/** The version editor's buttons: Archive, Save & Close, Save (editors), Studio, Packages and More. */
export function VersionActionBar(props: VersionActionBarProps) {
  const { canEdit, saving, busy } = props;
  const dangerous = needsSaveConfirm(props.productStatus);
  return (
    <StickyActionBar
      label="Version actions"
      testId="version-action-bar"
      danger={dangerous}
      dangerNote={
        canEdit
          ? { text: VERSION_TEXTS.productNotInDevelopment(props.productStatus), testId: "version-danger-note" }
          : undefined
      }
      start={
        canEdit && (
          <>
            <ConfirmButton size="xs" variant="light" color={TONES.danger} onConfirm={props.onArchive} disabled={busy}>
              Archive
            </ConfirmButton>
            <SaveButtons dangerous={dangerous} saving={saving} busy={busy} onSave={props.onSave} />
          </>
        )
      }
      end={
        <>
          {props.studioMenu}
          <Button size="xs" variant="default" leftSection={<IconPackage size={14} />} onClick={props.onPackages}>
            Packages
          </Button>
          {props.moreMenu}
        </>
      }
    />
  );
}

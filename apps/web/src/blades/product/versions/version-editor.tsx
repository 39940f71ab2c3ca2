import type { Product } from "@atelier/domain/product/product.schema";
import { needsSaveConfirm } from "@atelier/domain/product/product-workflow";
import type { Version } from "@atelier/domain/product/version.schema";
import { Button, Group, Stack, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { toApiError } from "../../../api/http";
import { useBlades } from "../../../app/workspace/blade-context";
import { ErrorCallout } from "../../../ui/error-callout";
import { EditVersionForm } from "./edit-version-form";
import { useVersionActions } from "./use-version-actions";
import { useVersionEditor } from "./use-version-editor";
import { VersionActionBar } from "./version-action-bar";
import { VersionMoreMenu } from "./version-more-menu";
import { ActiveLabel } from "./version-row";
import { VersionStudioMenu } from "./version-studio-menu";

interface VersionEditorProps {
  bladeId: string;
  /** The version as last read. */
  version: Version;
  /** Its product, for the name, style code and status (kept current when the product editor saves). */
  product: Product;
  canEdit: boolean;
  /** Reads the version again; resolves the fresh version. */
  reload: () => Promise<Version | undefined>;
}

const PRECONDITION_FAILED = 412;

/** Wires the version editor: the action bar and menus, the form, and what each button does. */
export function VersionEditor({ bladeId, version, product, canEdit, reload }: VersionEditorProps) {
  const { close } = useBlades();
  const editor = useVersionEditor(version, () => close(bladeId));
  const actions = useVersionActions(version, bladeId);
  const saving = editor.update.isPending;
  const busy = saving || editor.remove.isPending || actions.pending;
  const stale = editor.update.error !== null && toApiError(editor.update.error).status === PRECONDITION_FAILED;

  const discardAndReload = async () => {
    const latest = await reload();
    if (latest) editor.takeLatest(latest);
  };

  return (
    <Stack gap="lg" data-testid="version-editor">
      <VersionActionBar
        canEdit={canEdit}
        productStatus={product.productStatus}
        saving={saving}
        busy={busy}
        onArchive={editor.archive}
        onSave={(closeAfter) => editor.save({ close: closeAfter })}
        onPackages={() => actions.openPart("EditPackages")}
        studioMenu={
          <VersionStudioMenu
            styleCode={product.styleCode}
            code={version.code}
            onPreviewComponents={() => actions.openPart("Components")}
          />
        }
        moreMenu={
          canEdit && (
            <VersionMoreMenu
              confirmSaves={needsSaveConfirm(product.productStatus)}
              disabled={busy}
              onSaveAndActivate={() => editor.save({ activate: true })}
              onBranch={actions.branch}
              onClone={actions.cloneVersion}
              onExport={actions.exportAs}
            />
          )
        }
      />
      <Group gap="sm" data-testid="version-heading">
        <Title order={2} size="h4" data-testid="blade-title">
          v{version.code} of {product.name}
        </Title>
        {version.active && <ActiveLabel />}
      </Group>
      <ErrorCallout error={editor.update.error ?? editor.remove.error ?? actions.error} />
      {stale && (
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          leftSection={<IconRefresh size={14} />}
          onClick={discardAndReload}
        >
          Discard my changes and reload
        </Button>
      )}
      <EditVersionForm form={editor.form} version={version} canEdit={canEdit} onOpenPart={actions.openPart} />
    </Stack>
  );
}

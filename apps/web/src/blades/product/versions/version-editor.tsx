import type { Product } from "@atelier/domain/product/product.schema";
import { needsSaveConfirm } from "@atelier/domain/product/product-workflow";
import type { Version } from "@atelier/domain/product/version.schema";
import { Group, Title } from "@mantine/core";
import { useEffect } from "react";
import { useRemoveVersion, useUpdateVersion } from "../../../api/product/version";
import { useBladeTitle } from "../../../app/workspace/blade-title";
import type { Blade } from "../../../app/workspace/blade-types";
import { EditorForm } from "../../../ui/editor/editor-form";
import { useEditor } from "../../../ui/editor/use-editor";
import { HistorySection } from "../../../ui/history/history-section";
import { EditVersionForm } from "./edit-version-form";
import { useVersionActions } from "./use-version-actions";
import { VersionActionBar } from "./version-action-bar";
import { VersionFormSchema, type VersionValues, versionUpdateInput, versionValues } from "./version-form-values";
import { VersionMoreMenu } from "./version-more-menu";
import { ActiveLabel } from "./version-row";
import { VersionStudioMenu } from "./version-studio-menu";
import { VERSION_TEXTS, versionTitle } from "./version-texts";

interface VersionEditorProps {
  blade: Blade;
  /** The version as last read. */
  version: Version;
  /** Its product, for the name, style code and status (kept current when the product editor saves). */
  product: Product;
  canEdit: boolean;
  /** Reads the version again; resolves the fresh version. */
  reload: () => Promise<Version | undefined>;
}

/**
 * Wires the version editor: the action bar and menus, the form, and what each button does. The form
 * holds the version as read with its etag; a newer read replaces it only while nothing is edited, so a
 * stale etag answers 412 and the edits stay on screen.
 */
export function VersionEditor({ blade, version, product, canEdit, reload }: VersionEditorProps) {
  const { productId, versionId } = version;
  const title = versionTitle(version.code, product.name);
  useBladeTitle(title);
  const update = useUpdateVersion();
  const remove = useRemoveVersion();
  const store = (activate: boolean) => (values: VersionValues, current: Version | null) =>
    update.mutateAsync({ productId, versionId, input: versionUpdateInput(current ?? version, values, activate) });
  const editor = useEditor<VersionValues, VersionValues, Version>({
    blade,
    stored: version,
    readOnly: !canEdit,
    keepFieldsEnabled: true,
    schema: VersionFormSchema,
    valuesOf: (item) => versionValues(item ?? version),
    calls: {
      update: store(false),
      remove: (current) => remove.mutateAsync({ productId, versionId, etag: current.etag }),
    },
  });
  const actions = useVersionActions(version, blade.id);
  const busy = editor.busy || actions.pending;
  const { isDirty } = editor.form.formState;
  const { current, adopt } = editor;

  useEffect(() => {
    if (current !== null && version.etag !== current.etag && !isDirty) adopt(version);
  }, [version, current, isDirty, adopt]);

  const discardAndReload = async () => {
    const latest = await reload();
    if (latest) {
      editor.clearError();
      adopt(latest);
    }
  };

  return (
    <EditorForm
      editor={editor}
      testId="version-editor"
      // Past Development each save asks 'Confirm?' first, which Enter would skip.
      enterSaves={!needsSaveConfirm(product.productStatus)}
      gap="lg"
      error={actions.error}
      reload={{ label: VERSION_TEXTS.discardAndReload, onReload: () => void discardAndReload() }}
      bar={
        <VersionActionBar
          canEdit={canEdit}
          productStatus={product.productStatus}
          saving={editor.saving}
          busy={busy}
          onArchive={editor.remove}
          onSave={(closeAfter) => void editor.save(closeAfter)}
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
                onSaveAndActivate={() => void editor.save(false, store(true))}
                onBranch={actions.branch}
                onClone={actions.cloneVersion}
                onExport={actions.exportAs}
                appletModel={{ productId, versionId, styleCode: product.styleCode }}
              />
            )
          }
        />
      }
    >
      <Group gap="sm" data-testid="version-heading">
        <Title order={2} size="h4" data-testid="blade-title">
          {title}
        </Title>
        {version.active && <ActiveLabel />}
      </Group>
      <EditVersionForm form={editor.form} version={version} canEdit={canEdit} onOpenPart={actions.openPart} />
      <HistorySection
        resourcePath={`product/${encodeURIComponent(productId)}/version/${encodeURIComponent(versionId)}`}
        revision={(current ?? version).etag}
      />
    </EditorForm>
  );
}

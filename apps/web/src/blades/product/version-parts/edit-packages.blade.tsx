import { type ComponentPackage, NO_PACKAGES_YET } from "@atelier/domain/product/package.schema";
import { Button, Group, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useFieldArray } from "react-hook-form";
import { usePackages, useUpdatePackages } from "../../../api/product/package";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade, BladeProps } from "../../../app/workspace/blade-types";
import { EditorForm } from "../../../ui/editor/editor-form";
import { EditorLoader } from "../../../ui/editor/editor-loader";
import { useEditor } from "../../../ui/editor/use-editor";
import { SaveButton } from "../common/parts-toolbar";
import { SaveFeedback } from "../common/save-feedback";
import { type LoadedVersion, VersionLoader } from "../common/version-loader";
import { saveNeedsConfirm } from "../common/version-part-calls";
import { productLinks } from "../product-links";
import { PackageRow } from "./packages/package-row";
import {
  newPackage,
  PackagesForm,
  type PackagesFormInput,
  type PackagesFormValues,
  packageFormRow,
  packagesAfterSave,
} from "./packages/packages-form";
import { packagesTitle } from "./version-parts-messages";

/** The packages screen of a version (spec part 1, 2.12). */
export function EditPackagesBlade({ blade }: BladeProps) {
  return <VersionLoader blade={blade}>{(loaded) => <PackagesLoader blade={blade} {...loaded} />}</VersionLoader>;
}

function PackagesLoader({ blade, version, canEdit }: LoadedVersion & { blade: Blade }) {
  const packages = usePackages(version.productId, version.versionId);
  return (
    <EditorLoader queries={[packages]} find={() => packages.data?.componentPackages} itemKey={version.versionId}>
      {(stored) => stored && <PackagesEditor blade={blade} version={version} canEdit={canEdit} stored={stored} />}
    </EditorLoader>
  );
}

interface PackagesEditorProps extends LoadedVersion {
  blade: Blade;
  /** The stored packages, kept current after each save. */
  stored: ComponentPackage[];
}

function PackagesEditor({ blade, version, canEdit, stored }: PackagesEditorProps) {
  const { open } = useBlades();
  const update = useUpdatePackages();
  const editor = useEditor<PackagesFormInput, PackagesFormValues, ComponentPackage[]>({
    blade,
    stored,
    readOnly: !canEdit,
    keepFieldsEnabled: true,
    schema: PackagesForm,
    valuesOf: (items) => ({ componentPackages: (items ?? stored).map(packageFormRow) }),
    calls: {
      // The packages as stored, in the order the screen showed them (new ones with their saved ids).
      update: async ({ componentPackages }) =>
        packagesAfterSave(
          componentPackages,
          await update.mutateAsync({ productId: version.productId, versionId: version.versionId, componentPackages }),
        ),
    },
  });
  const { form } = editor;
  const rows = useFieldArray({ control: form.control, name: "componentPackages" });
  const rulesCounts = new Map(stored.map((item) => [item.componentPackageId, item.componentGeneratorsCount]));
  const savedOf = (componentPackageId: string | undefined) => {
    const rulesCount = componentPackageId === undefined ? undefined : rulesCounts.get(componentPackageId);
    return componentPackageId === undefined || rulesCount === undefined
      ? undefined
      : { componentPackageId, rulesCount };
  };
  const visible = rows.fields.flatMap((field, index) => (field.archived === true ? [] : [{ field, index }]));

  /** Removal marks a stored package archived (sent on save, as stored, edits dropped); a new one just goes. */
  const remove = (index: number) => {
    const id = form.getValues(`componentPackages.${index}.componentPackageId`);
    const original = stored.find((item) => item.componentPackageId === id);
    if (original === undefined) rows.remove(index);
    else rows.update(index, { ...packageFormRow(original), archived: true });
  };

  return (
    <EditorForm
      editor={editor}
      testId="packages-editor"
      enterSaves={!saveNeedsConfirm(version)}
      title={packagesTitle(version.code, version.product.name)}
    >
      {canEdit && (
        <Group justify="space-between">
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => rows.append(newPackage(), { shouldFocus: false })}
          >
            Add package
          </Button>
          <SaveButton
            size="xs"
            confirm={saveNeedsConfirm(version)}
            loading={editor.saving}
            onSave={() => void editor.save(false)}
          >
            Save
          </SaveButton>
        </Group>
      )}
      <SaveFeedback error={editor.error} invalid={Object.keys(form.formState.errors).length > 0} />
      {visible.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="packages-empty">
          {NO_PACKAGES_YET}
        </Text>
      )}
      {visible.map(({ field, index }) => (
        <PackageRow
          key={field.id}
          form={form}
          index={index}
          saved={savedOf(field.componentPackageId)}
          readOnly={!canEdit}
          onRemove={remove}
          onEdit={(componentPackageId) =>
            open(
              productLinks.componentRules({
                productId: version.productId,
                versionId: version.versionId,
                componentPackageId,
              }),
              { parentId: blade.id },
            )
          }
        />
      ))}
    </EditorForm>
  );
}

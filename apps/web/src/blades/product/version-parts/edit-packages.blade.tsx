import { type ComponentPackage, NO_PACKAGES_YET } from "@atelier/domain/product/package.schema";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useFieldArray } from "react-hook-form";
import { usePackages, useUpdatePackages } from "../../../api/product/package";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade, BladeProps } from "../../../app/workspace/blade-types";
import { ErrorCallout } from "../../../ui/error-callout";
import { useZodForm } from "../../../ui/form/use-zod-form";
import { LoadingLine } from "../../../ui/loading-line";
import { joinItemId } from "../versions/version-item-id";
import { PackageRow } from "./packages/package-row";
import {
  newPackage,
  PackagesForm,
  type PackagesFormInput,
  type PackagesFormValues,
  packageFormRow,
  packagesAfterSave,
} from "./packages/packages-form";
import { SaveButton } from "./shared/parts-toolbar";
import { SaveFeedback } from "./shared/save-feedback";
import { saveNeedsConfirm } from "./shared/use-version-part-save";
import { type LoadedVersion, VersionLoader } from "./shared/version-loader";
import { packagesTitle } from "./version-parts-messages";

/** The packages screen of a version (spec part 1, 2.12). */
export function EditPackagesBlade({ blade }: BladeProps) {
  return <VersionLoader blade={blade}>{(loaded) => <PackagesLoader blade={blade} {...loaded} />}</VersionLoader>;
}

function PackagesLoader({ blade, version, canEdit }: LoadedVersion & { blade: Blade }) {
  const packages = usePackages(version.productId, version.versionId);
  if (packages.error) return <ErrorCallout error={packages.error} />;
  if (packages.data === undefined) return <LoadingLine />;
  return (
    <PackagesEditor
      key={version.versionId}
      blade={blade}
      version={version}
      canEdit={canEdit}
      stored={packages.data.componentPackages}
    />
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
  const form = useZodForm<PackagesFormInput, PackagesFormValues>(PackagesForm, {
    defaultValues: { componentPackages: stored.map(packageFormRow) },
  });
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

  const save = () =>
    form.handleSubmit((values) =>
      update.mutate(
        { productId: version.productId, versionId: version.versionId, componentPackages: values.componentPackages },
        {
          onSuccess: (result) =>
            form.reset({ componentPackages: packagesAfterSave(values.componentPackages, result).map(packageFormRow) }),
        },
      ),
    )();

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {packagesTitle(version.code, version.product.name)}
      </Title>
      {canEdit && (
        <Group justify="space-between">
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => rows.append(newPackage(), { shouldFocus: false })}
          >
            Add package
          </Button>
          <SaveButton size="xs" confirm={saveNeedsConfirm(version)} loading={update.isPending} onSave={save}>
            Save
          </SaveButton>
        </Group>
      )}
      <SaveFeedback error={update.error} invalid={Object.keys(form.formState.errors).length > 0} />
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
            open("EditComponents", {
              mode: "edit",
              itemId: joinItemId(version.productId, version.versionId, componentPackageId),
              parentId: blade.id,
            })
          }
        />
      ))}
    </Stack>
  );
}

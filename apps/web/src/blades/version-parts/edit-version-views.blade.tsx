import { Text } from "@mantine/core";
import { useFieldArray } from "react-hook-form";
import { useBlades } from "../../app/workspace/blade-context";
import type { Blade, BladeProps } from "../../app/workspace/blade-types";
import { useZodForm } from "../../ui/form/use-zod-form";
import { useOpenItems } from "./shared/open-items";
import { invalidIndexes } from "./shared/part-keys";
import { PartsAccordion } from "./shared/parts-accordion";
import { saveNeedsConfirm, useVersionPartSave } from "./shared/use-version-part-save";
import { type LoadedVersion, VersionLoader } from "./shared/version-loader";
import { VERSION_PARTS_MESSAGES, viewsTitle } from "./version-parts-messages";
import { ViewItem } from "./views/view-item";
import {
  duplicateView,
  newView,
  ViewsForm,
  type ViewsFormInput,
  type ViewsFormValues,
  viewKey,
  viewsFormValues,
} from "./views/views-form";
import { useViewsWithAngleIssues } from "./views/views-save-gate";

/** The views editor of a version (spec part 1, 2.10): an accordion of its image views. */
export function EditVersionViewsBlade({ blade }: BladeProps) {
  return (
    <VersionLoader blade={blade}>
      {(loaded) => <ViewsEditor key={loaded.version.versionId} blade={blade} {...loaded} />}
    </VersionLoader>
  );
}

function ViewsEditor({ blade, version, canEdit }: LoadedVersion & { blade: Blade }) {
  const { close } = useBlades();
  const form = useZodForm<ViewsFormInput, ViewsFormValues>(ViewsForm, { defaultValues: viewsFormValues(version) });
  const views = useFieldArray({ control: form.control, name: "imageViews" });
  const items = useOpenItems();
  const saving = useVersionPartSave(blade, version);
  const brokenViews = useViewsWithAngleIssues(form);
  const keys = views.fields.map(viewKey);
  const readOnly = !canEdit;

  const add = () => {
    const view = newView();
    views.append(view, { shouldFocus: false });
    items.openItem(viewKey(view));
  };

  const duplicate = (index: number) => {
    const original = form.getValues(`imageViews.${index}`);
    if (original === undefined) return;
    const copy = duplicateView(original);
    views.insert(index + 1, copy, { shouldFocus: false });
    items.openItem(viewKey(copy));
  };

  const save = (closeAfter: boolean) =>
    form.handleSubmit(
      (values) =>
        saving.save(values, {
          close: closeAfter,
          onSaved: (saved) => {
            const next = viewsFormValues(saved);
            items.carry(values.imageViews.map(viewKey), next.imageViews.map(viewKey));
            form.reset(next);
          },
        }),
      (errors) => {
        for (const index of invalidIndexes(errors.imageViews)) items.openItem(keys[index] ?? "");
      },
    )();

  return (
    <PartsAccordion
      title={viewsTitle(version.code, version.product.name)}
      toolbar={{
        addLabel: canEdit ? "Add view" : undefined,
        onAdd: add,
        onToggleAll: () => items.toggleAll(keys),
        dirty: form.formState.isDirty,
        onClose: () => close(blade.id),
        save: canEdit
          ? {
              confirm: saveNeedsConfirm(version),
              pending: saving.pending,
              disabled: brokenViews.length > 0,
              onSave: save,
            }
          : undefined,
      }}
      notice={
        canEdit &&
        brokenViews.length > 0 && (
          <Text size="sm" c="red" role="status">
            {VERSION_PARTS_MESSAGES.fixAngles(brokenViews)}
          </Text>
        )
      }
      feedback={{ error: saving.error, invalid: Object.keys(form.formState.errors).length > 0 }}
      empty={views.fields.length === 0 ? VERSION_PARTS_MESSAGES.noViews : null}
      open={items.open}
      onOpenChange={items.setOpen}
    >
      {views.fields.map((field, index) => (
        <ViewItem
          key={field.id}
          form={form}
          index={index}
          count={views.fields.length}
          itemKey={viewKey(field)}
          readOnly={readOnly}
          onMove={views.move}
          onDuplicate={duplicate}
          onRemove={views.remove}
        />
      ))}
    </PartsAccordion>
  );
}

import { Text } from "@mantine/core";
import { TONES } from "../../../app/theme-tokens";
import type { Blade, BladeProps } from "../../../app/workspace/blade-types";
import { type LoadedVersion, VersionLoader } from "../common/version-loader";
import { PartsAccordion } from "./shared/parts-accordion";
import { usePartsEditor } from "./shared/use-parts-editor";
import { VERSION_PARTS_MESSAGES, viewsTitle } from "./version-parts-messages";
import { ViewItem } from "./views/view-item";
import { duplicateView, newView, ViewsForm, viewKey, viewsFormValues } from "./views/views-form";
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
  const views = usePartsEditor({
    blade,
    version,
    canEdit,
    schema: ViewsForm,
    name: "imageViews",
    formValues: viewsFormValues,
    itemsOf: (values) => values.imageViews ?? [],
    keyOf: viewKey,
    addLabel: "Add view",
    newItem: newView,
  });
  const { form } = views;
  const brokenViews = useViewsWithAngleIssues(form);

  const duplicate = (index: number) => {
    const original = form.getValues(`imageViews.${index}`);
    if (original !== undefined) views.add(duplicateView(original), index + 1);
  };

  return (
    <PartsAccordion
      {...views.accordion(brokenViews.length > 0)}
      title={viewsTitle(version.code, version.product.name)}
      notice={
        canEdit &&
        brokenViews.length > 0 && (
          <Text size="sm" c={TONES.danger} role="status">
            {VERSION_PARTS_MESSAGES.fixAngles(brokenViews)}
          </Text>
        )
      }
      empty={views.fields.length === 0 ? VERSION_PARTS_MESSAGES.noViews : null}
    >
      {views.fields.map((field, index) => (
        <ViewItem key={field.id} {...views.itemProps(index)} onDuplicate={duplicate} />
      ))}
    </PartsAccordion>
  );
}

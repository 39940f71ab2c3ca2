import { SITE_CODE_HINT, type Site, SiteFields } from "@atelier/domain/catalogue/site.schema";
import { Checkbox, Divider, SimpleGrid, TextInput } from "@mantine/core";
import { useCreateSite, useRemoveSite, useUpdateSite } from "../../../api/catalogue/site";
import type { Blade } from "../../../app/workspace/blade-types";
import { EditorForm } from "../../../ui/editor/editor-form";
import { itemCalls } from "../../../ui/editor/item-calls";
import { useEditor } from "../../../ui/editor/use-editor";
import { fieldProps } from "../../../ui/form/field-props";
import { CATALOGUE_TEXTS } from "../common/catalogue-texts";
import { CustomAttributesField, TagsField } from "../common/form-fields";
import { siteValues } from "./site-form-values";
import { SITE_TEXTS } from "./site-texts";

/** The code's hint goes under its input, so the name and code inputs line up. */
const CODE_HINT_BELOW: ("label" | "input" | "description" | "error")[] = ["label", "input", "description", "error"];

interface SiteEditorProps {
  blade: Blade;
  /** The stored site, or null to add one. */
  site: Site | null;
  readOnly: boolean;
}

/** The site form (spec part 2, "Sites"; part 5): name, code, tags, external inventory, custom attributes. */
export function SiteEditor({ blade, site, readOnly }: SiteEditorProps) {
  const editor = useEditor({
    blade,
    stored: site,
    readOnly,
    schema: SiteFields,
    valuesOf: siteValues,
    idOf: (stored) => stored.siteId,
    calls: itemCalls((stored) => stored.siteId, {
      create: useCreateSite(),
      update: useUpdateSite(),
      remove: useRemoveSite(),
    }),
  });
  const { form } = editor;

  return (
    <EditorForm editor={editor} testId="site-editor" label="Site actions" title={site?.name ?? SITE_TEXTS.newSite}>
      <SimpleGrid cols={2} spacing="xs">
        <TextInput label="Name" withAsterisk={!readOnly} {...fieldProps(form, "name")} />
        <TextInput
          label="Code"
          description={SITE_CODE_HINT}
          inputWrapperOrder={CODE_HINT_BELOW}
          withAsterisk={!readOnly}
          {...fieldProps(form, "code")}
        />
      </SimpleGrid>
      <TagsField control={form.control} name="tags" readOnly={readOnly} />
      <Checkbox
        label={SITE_TEXTS.externalInventory}
        description={SITE_TEXTS.externalInventoryHint}
        {...form.register("externalInventory")}
      />
      <Divider label={CATALOGUE_TEXTS.customAttributes} labelPosition="left" />
      <CustomAttributesField control={form.control} name="customAttributesJson" readOnly={readOnly} />
    </EditorForm>
  );
}

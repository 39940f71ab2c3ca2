import { SITE_CODE_HINT, type Site, SiteFields } from "@atelier/domain/catalogue/site.schema";
import { Checkbox, Divider, SimpleGrid, TextInput } from "@mantine/core";
import { useCreateSite, useRemoveSite, useUpdateSite } from "../../../api/catalogue/site";
import type { Blade } from "../../../app/workspace/blade-types";
import { CatalogueEditorForm } from "../../../ui/catalogue-editor/catalogue-editor-form";
import { CATALOGUE_TEXTS } from "../../../ui/catalogue-editor/catalogue-texts";
import { CustomAttributesField, TagsField } from "../../../ui/catalogue-editor/form-fields";
import { useCatalogueEditor } from "../../../ui/catalogue-editor/use-catalogue-editor";
import { fieldProps } from "../../../ui/form/field-props";
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
  const editor = useCatalogueEditor({
    blade,
    stored: site,
    readOnly,
    schema: SiteFields,
    valuesOf: siteValues,
    idOf: (stored) => stored.siteId,
    mutations: { create: useCreateSite(), update: useUpdateSite(), remove: useRemoveSite() },
  });
  const { form } = editor;

  return (
    <CatalogueEditorForm
      editor={editor}
      testId="site-editor"
      label="Site actions"
      title={site?.name ?? SITE_TEXTS.newSite}
    >
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
    </CatalogueEditorForm>
  );
}

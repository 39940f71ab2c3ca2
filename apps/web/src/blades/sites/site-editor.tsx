import { SITE_CODE_HINT, type Site, SiteFields } from "@atelier/domain/site.schema";
import { Checkbox, Divider, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useCreateSite, useRemoveSite, useUpdateSite } from "../../api/site";
import type { Blade } from "../../app/workspace/blade-types";
import { CatalogueEditorBar } from "../../ui/action-bar/catalogue-editor-bar";
import { ErrorCallout } from "../../ui/error-callout";
import { fieldProps } from "../../ui/form/field-props";
import { useZodForm } from "../../ui/form/use-zod-form";
import editorClasses from "../product-editor/product-editor.module.css";
import { CATALOGUE_TEXTS } from "./catalogue-texts";
import { useEditorCalls } from "./editor-calls";
import { CustomAttributesField, TagsField } from "./form-fields";
import { type SiteFormOutput, type SiteFormValues, siteValues } from "./site-form-values";

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
  const [initial] = useState(() => siteValues(site));
  const form = useZodForm<SiteFormValues, SiteFormOutput>(SiteFields, { values: initial, disabled: readOnly });
  const create = useCreateSite();
  const update = useUpdateSite();
  const remove = useRemoveSite();
  const calls = useEditorCalls({
    blade,
    stored: site,
    form,
    idOf: (stored) => stored.siteId,
    valuesOf: siteValues,
    create: (values) => create.mutateAsync(values),
    update: (siteId, values, etag) => update.mutateAsync({ siteId, input: { ...values, etag } }),
    remove: (siteId, etag) => remove.mutateAsync({ siteId, etag }),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className={readOnly ? editorClasses.readOnly : undefined}
      data-testid="site-editor"
    >
      <CatalogueEditorBar
        readOnly={readOnly}
        label="Site actions"
        stored={site !== null}
        saving={calls.saving}
        busy={calls.busy}
        onArchive={calls.archive}
        onSave={calls.save}
      />
      <Stack gap="md" pt="md">
        <Title order={2} size="h3">
          {site?.name ?? CATALOGUE_TEXTS.newSite}
        </Title>
        <ErrorCallout error={calls.error} />
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
          label={CATALOGUE_TEXTS.externalInventory}
          description={CATALOGUE_TEXTS.externalInventoryHint}
          {...form.register("externalInventory")}
        />
        <Divider label={CATALOGUE_TEXTS.customAttributes} labelPosition="left" />
        <CustomAttributesField control={form.control} name="customAttributesJson" readOnly={readOnly} />
      </Stack>
    </form>
  );
}

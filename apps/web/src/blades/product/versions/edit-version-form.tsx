import type { Version } from "@atelier/domain/product/version.schema";
import { Group, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import dayjs from "dayjs";
import type { ReactNode } from "react";
import { Controller } from "react-hook-form";
import { CustomAttributesEditor } from "../../../ui/custom-attributes/custom-attributes-editor";
import { fieldProps } from "../../../ui/form/field-props";
import { PriceListEditor } from "../../../ui/prices/price-list-editor";
import type { VersionForm } from "./version-form-values";
import { VersionImageMapping } from "./version-image-mapping";
import { VersionPartSummary } from "./version-part-summary";
import { VERSION_TEXTS } from "./version-texts";

/** The blades that edit the parts of a version, opened from the editor's sections. */
export type VersionPartKind = "EditVersionRules" | "EditVersionViews" | "EditVersionGroups";

interface EditVersionFormProps {
  form: VersionForm;
  /** The version as last read, for its parts and timestamps. */
  version: Version;
  canEdit: boolean;
  onOpenPart: (kind: VersionPartKind) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h5" data-outline>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const DATE_FORMAT = "MM/DD/YYYY";

/** The fields of the version editor; read-only users see the same without any edit control. */
export function EditVersionForm({ form, version, canEdit, onOpenPart }: EditVersionFormProps) {
  const readOnly = !canEdit;
  // Read-only fields look filled, so they do not invite typing.
  const text = { readOnly, variant: readOnly ? "filled" : "default" } as const;
  return (
    <Stack gap="xl" data-testid="version-form">
      <Section title="Version">
        <TextInput label="Version name" {...text} {...fieldProps(form, "name")} />
        <Textarea label="Description" autosize minRows={2} maxRows={8} {...text} {...fieldProps(form, "description")} />
      </Section>
      <Section title="Base price">
        <Controller
          control={form.control}
          name="priceJson"
          render={({ field }) => <PriceListEditor value={field.value} onChange={field.onChange} readOnly={readOnly} />}
        />
      </Section>
      <Section title="Custom attributes">
        <Controller
          control={form.control}
          name="customAttributesJson"
          render={({ field }) => (
            <CustomAttributesEditor value={field.value} onChange={field.onChange} readOnly={readOnly} />
          )}
        />
      </Section>
      <Section title="Image settings">
        <TextInput
          label="Image root URL"
          description={VERSION_TEXTS.imageRootUrlHelp}
          {...text}
          {...fieldProps(form, "imageRootUrl")}
        />
        <TextInput
          label="Image cache id"
          description={VERSION_TEXTS.imageCacheIdHelp}
          {...text}
          {...fieldProps(form, "imageCacheId")}
        />
      </Section>
      <Section title="Image mapping">
        <VersionImageMapping form={form} canEdit={canEdit} />
      </Section>
      <VersionPartSummary
        title="Rules"
        noun="rule"
        names={version.rulesJson.map((rule) => rule.description || rule.type)}
        onOpen={() => onOpenPart("EditVersionRules")}
      />
      <VersionPartSummary
        title="Views"
        noun="view"
        names={version.imageViews.map((view) => view.name)}
        onOpen={() => onOpenPart("EditVersionViews")}
      />
      <VersionPartSummary
        title="Groups"
        noun="group"
        names={version.componentGroups.map((group) => group.name)}
        onOpen={() => onOpenPart("EditVersionGroups")}
      />
      <Group gap="xl" data-testid="version-timestamps">
        <Text size="xs" c="dimmed">
          Created {dayjs(version.created).format(DATE_FORMAT)}
        </Text>
        <Text size="xs" c="dimmed">
          Last Updated {dayjs(version.lastUpdated).format(DATE_FORMAT)}
        </Text>
      </Group>
    </Stack>
  );
}

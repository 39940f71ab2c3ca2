import { Stack, TextInput } from "@mantine/core";
import { EditorSection } from "../../../../ui/editor/editor-section";
import { fieldProps } from "../../../../ui/form/field-props";
import { useProductForm } from "../use-product-form";
import { BooleanField } from "./boolean-field";

/** The data-layer event shoppers' actions are sent as, and what is collected about their devices. */
export function ActionAnalyticsSection() {
  const form = useProductForm();
  return (
    <EditorSection title="Action analytics">
      <TextInput
        label="Data layer event"
        description="The event name pushed to the page's data layer for each action; empty sends none."
        {...fieldProps(form, "collectDataLayer")}
      />
      <Stack gap={6}>
        <BooleanField label="Collect basic device analytics" name="collectDeviceBasicAnalytics" />
        <BooleanField label="Collect more device analytics" name="collectDeviceMoreAnalytics" />
        <BooleanField label="Collect device dimensions" name="collectDeviceDimensionsAnalytics" />
      </Stack>
    </EditorSection>
  );
}

import { Stack, Text, TextInput } from "@mantine/core";
import { Controller } from "react-hook-form";
import { TONES } from "../../../app/theme-tokens";
import { EditorSection } from "../../../ui/editor/editor-section";
import { fieldProps } from "../../../ui/form/field-props";
import { PriceListEditor } from "../../../ui/prices/price-list-editor";
import { priceListOf } from "../../../ui/prices/price-rows";
import { useOptionForm } from "./option-editor-form";
import { OPTION_EDITOR_TEXTS } from "./option-editor-texts";
import { errorMessages } from "./option-form-values";

/** One of the option's price lists, under its own label. */
function PriceField({
  name,
  label,
  readOnly,
}: {
  name: "priceJson" | "setupPriceJson";
  label: string;
  readOnly: boolean;
}) {
  const form = useOptionForm();
  return (
    <Stack gap={4} data-testid={`option-${name}`}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState }) => (
          <>
            <PriceListEditor value={priceListOf(field.value)} onChange={field.onChange} readOnly={readOnly} />
            {errorMessages(fieldState.error).map((message) => (
              <Text key={message} size="xs" c={TONES.danger}>
                {message}
              </Text>
            ))}
          </>
        )}
      />
    </Stack>
  );
}

/** What the option adds to a price, once per item and once per order (setup), and its price-once group. */
export function OptionPricesSection({ readOnly }: { readOnly: boolean }) {
  const form = useOptionForm();
  return (
    <EditorSection title={OPTION_EDITOR_TEXTS.pricing}>
      <PriceField name="priceJson" label={OPTION_EDITOR_TEXTS.prices} readOnly={readOnly} />
      <PriceField name="setupPriceJson" label={OPTION_EDITOR_TEXTS.setupPrices} readOnly={readOnly} />
      <TextInput
        label={OPTION_EDITOR_TEXTS.priceOnce}
        description={OPTION_EDITOR_TEXTS.priceOnceHelp}
        {...fieldProps(form, "priceOnce")}
      />
    </EditorSection>
  );
}

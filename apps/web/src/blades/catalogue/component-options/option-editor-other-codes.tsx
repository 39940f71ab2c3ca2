import { TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useController } from "react-hook-form";
import { useOptionForm } from "./option-editor-form";
import { OPTION_EDITOR_TEXTS } from "./option-editor-texts";
import { otherCodesText, parseOtherCodes } from "./option-form-values";

/**
 * Other codes ('also known as') typed as one comma-separated text. The text is kept as typed (a
 * trailing comma stays while typing); the form holds the codes, trimmed and without blanks.
 */
export function OtherCodesField() {
  const form = useOptionForm();
  const { field, fieldState } = useController({ control: form.control, name: "otherCodes" });
  const codes = field.value ?? [];
  const [text, setText] = useState(() => otherCodesText(codes));
  const shown = otherCodesText(codes);

  // A reset (after Save, or a reload) puts other codes in the form: the text follows them.
  useEffect(() => {
    setText((current) => (otherCodesText(parseOtherCodes(current)) === shown ? current : shown));
  }, [shown]);

  return (
    <TextInput
      label={OPTION_EDITOR_TEXTS.otherCodes}
      description={OPTION_EDITOR_TEXTS.otherCodesHelp}
      name={field.name}
      ref={field.ref}
      value={text}
      disabled={field.disabled}
      error={fieldState.error?.message}
      onChange={(event) => {
        setText(event.currentTarget.value);
        field.onChange(parseOtherCodes(event.currentTarget.value));
      }}
      onBlur={() => {
        setText(shown);
        field.onBlur();
      }}
    />
  );
}

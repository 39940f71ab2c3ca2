import { TagsInput } from "@mantine/core";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { useCurrentUser } from "../../api/account";
import { useProductTags } from "../../api/product-list";
import { scopeOptions } from "../../app/shell/scope-cookie";
import { useTagScope } from "../../app/shell/use-tag-scope";
import { CATALOGUE_ITEM_TEXTS } from "./catalogue-item-texts";

interface ScopeTagsFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  readOnly: boolean;
}

/** An item's tags: the scope's options are offered (the tags in use and the scope), free tags allowed. */
export function ScopeTagsField<T extends FieldValues>({ control, name, readOnly }: ScopeTagsFieldProps<T>) {
  const user = useCurrentUser().data;
  const { scope } = useTagScope(user?.company.companyId ?? "");
  const options = scopeOptions(useProductTags().data?.tags ?? [], scope);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = (field.value as string[] | undefined) ?? [];
        return (
          <TagsInput
            label="Tags"
            placeholder={readOnly ? undefined : CATALOGUE_ITEM_TEXTS.tagsPlaceholder}
            data={options.filter((tag) => !value.includes(tag))}
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={readOnly}
            error={fieldState.error?.message}
            clearable={!readOnly}
            acceptValueOnBlur
          />
        );
      }}
    />
  );
}

import type { FieldValues } from "react-hook-form";
import { useCurrentUser } from "../../../api/account/account";
import { useProductTags } from "../../../api/product/product-list";
import { scopeOptions } from "../../../app/shell/scope-cookie";
import { useTagScope } from "../../../app/shell/use-tag-scope";
import { type ControlledFieldProps, TagsField } from "./form-fields";

/** An item's tags: the scope's options are offered (the tags in use and the scope), free tags allowed. */
export function ScopeTagsField<T extends FieldValues>(props: ControlledFieldProps<T>) {
  const user = useCurrentUser().data;
  const { scope } = useTagScope(user?.company.companyId ?? "");
  const options = scopeOptions(useProductTags().data?.tags ?? [], scope);
  return <TagsField {...props} suggestions={options} />;
}

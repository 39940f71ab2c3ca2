import { MultiSelect } from "@mantine/core";
import { IconTags } from "@tabler/icons-react";
import { useProductTags } from "../../api/product/product-list";
import { scopeOptions } from "./scope-cookie";
import { useTagScope } from "./use-tag-scope";
import classes from "./workspace-page.module.css";

/**
 * Scopes the workspace to items carrying the chosen tags; the choice is kept per company. `autoFocus` opens
 * it at once, for the user who reached for its stand-in (scope-field.tsx).
 */
export function ScopeSelector({ companyId, autoFocus = false }: { companyId: string; autoFocus?: boolean }) {
  const { scope, setScope } = useTagScope(companyId);
  const tags = useProductTags();
  const options = scopeOptions(tags.data?.tags ?? [], scope);
  return (
    <MultiSelect
      className={classes.scope}
      size="xs"
      placeholder={scope.length === 0 ? "Scope by tags" : undefined}
      aria-label="Scope by tags"
      data={options}
      value={scope}
      onChange={setScope}
      nothingFoundMessage={options.length === 0 ? "No tags yet" : "No matching tags"}
      leftSection={<IconTags size={14} />}
      // Chosen tags stay on one line, so the selector keeps the navigation bar's height.
      styles={{ pillsList: { flexWrap: "nowrap", overflow: "hidden" }, inputField: { minWidth: 48 } }}
      searchable
      clearable
      autoFocus={autoFocus}
    />
  );
}

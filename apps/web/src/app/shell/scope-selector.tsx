import { MultiSelect } from "@mantine/core";
import { IconTags } from "@tabler/icons-react";
import { useTagScope } from "./use-tag-scope";
import classes from "./workspace-page.module.css";

/** Scopes the workspace to items carrying the chosen tags; the choice is kept per company. */
export function ScopeSelector({ companyId }: { companyId: string }) {
  const { scope, setScope, options } = useTagScope(companyId);
  return (
    <MultiSelect
      className={classes.scope}
      size="xs"
      placeholder={scope.length === 0 ? "Scope by tags" : undefined}
      aria-label="Scope by tags"
      data={options}
      value={scope}
      onChange={setScope}
      nothingFoundMessage="No tags yet"
      leftSection={<IconTags size={14} />}
      searchable
      clearable
    />
  );
}

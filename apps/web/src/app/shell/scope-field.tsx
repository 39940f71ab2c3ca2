import { TextInput } from "@mantine/core";
import { IconTags } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTagScope } from "./use-tag-scope";
import classes from "./workspace-page.module.css";

const loadSelector = () => import("./scope-selector");
const ScopeSelector = lazy(() => loadSelector().then((module) => ({ default: module.ScopeSelector })));

/**
 * The scope-by-tags selector, loaded on intent: until the user points at it or focuses it (or a scope is
 * already chosen), a plain field of the same look stands in, so the dropdown machinery stays out of the
 * first page (docs/decisions/web-scope-selector-on-intent.md).
 */
export function ScopeField({ companyId }: { companyId: string }) {
  const { scope } = useTagScope(companyId);
  const [wanted, setWanted] = useState(false);
  if (wanted || scope.length > 0) {
    return (
      <Suspense fallback={<div className={classes.scope} />}>
        <ScopeSelector companyId={companyId} autoFocus={wanted} />
      </Suspense>
    );
  }
  return (
    <TextInput
      className={classes.scope}
      size="xs"
      readOnly
      role="combobox"
      aria-expanded={false}
      aria-label="Scope by tags"
      placeholder="Scope by tags"
      leftSection={<IconTags size={14} />}
      onPointerEnter={() => void loadSelector()}
      onFocus={() => setWanted(true)}
    />
  );
}

import type { ComponentRule } from "@atelier/domain/product/component-rule.schema";
import type { ComponentPackage } from "@atelier/domain/product/package.schema";
import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useCurrentUser } from "../../../api/account/account";
import { type PackageIds, useComponentRules } from "../../../api/product/component-rule";
import { usePackages } from "../../../api/product/package";
import { ErrorCallout } from "../../../ui/error-callout";
import { LoadingLine } from "../../../ui/loading-line";
import { COMPONENT_RULES_TEXTS } from "./component-rules-texts";

export interface LoadedPackageRules {
  ids: PackageIds;
  componentPackage: ComponentPackage;
  /** The package's live rules, oldest first. */
  rules: ComponentRule[];
  /** The user may add, change and archive rules (spec part 2, 6); without it both blades are read-only. */
  canEdit: boolean;
}

interface PackageRulesLoaderProps {
  /** The package the blade's item id names; null when the item id names none. */
  ids: PackageIds | null;
  children: (loaded: LoadedPackageRules) => ReactNode;
}

/** Loads a package (for its name) and its rules, then renders the blade; says so when it cannot. */
export function PackageRulesLoader({ ids, children }: PackageRulesLoaderProps) {
  if (ids === null) return <Text size="sm">{COMPONENT_RULES_TEXTS.packageNotFound}</Text>;
  return <Loader ids={ids}>{children}</Loader>;
}

function Loader({ ids, children }: { ids: PackageIds; children: PackageRulesLoaderProps["children"] }) {
  const packages = usePackages(ids.productId, ids.versionId);
  const rules = useComponentRules(ids);
  const user = useCurrentUser();
  const error = packages.error ?? rules.error;
  if (error) return <ErrorCallout error={error} />;
  if (packages.data === undefined || rules.data === undefined || user.data === undefined) return <LoadingLine />;
  const componentPackage = packages.data.componentPackages.find(
    (item) => item.componentPackageId === ids.componentPackageId,
  );
  if (componentPackage === undefined) return <Text size="sm">{COMPONENT_RULES_TEXTS.packageNotFound}</Text>;
  return children({ ids, componentPackage, rules: rules.data.generators, canEdit: user.data.permissions.canEdit });
}

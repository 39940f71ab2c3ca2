import { Text } from "@mantine/core";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { packageIds, ruleIds } from "../product-links";
import { COMPONENT_RULES_TEXTS } from "./component-rules-texts";
import { PackageRulesLoader } from "./package-rules-loader";
import { RuleEditor } from "./rule-editor";

/**
 * EditComponentGenerator: a new rule of a package (mode new, productLinks.newComponentRule) or a stored one
 * (mode edit, productLinks.editComponentRule), read from the package's rules.
 */
export function EditComponentRuleBlade({ blade }: BladeProps) {
  const stored = blade.mode === "edit" ? ruleIds.decode(blade.itemId) : null;
  const target = blade.mode === "edit" ? stored : packageIds.decode(blade.itemId);
  return (
    <PackageRulesLoader ids={target}>
      {({ ids, rules, canEdit }) => {
        const id = stored?.componentGeneratorId;
        const rule = id === undefined ? null : rules.find((item) => item.componentGeneratorId === id);
        if (rule === undefined) return <Text size="sm">{COMPONENT_RULES_TEXTS.ruleNotFound}</Text>;
        return <RuleEditor key={id ?? "new"} blade={blade} ids={ids} rule={rule} canEdit={canEdit} />;
      }}
    </PackageRulesLoader>
  );
}

import { Text } from "@mantine/core";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { COMPONENT_RULES_TEXTS } from "./component-rules-texts";
import { PackageRulesLoader } from "./package-rules-loader";
import { RuleEditor } from "./rule-editor";
import { parseRuleItemId } from "./rule-item-id";

/**
 * EditComponentGenerator: a new rule of a package (mode new, itemId `productId~versionId~packageId`) or
 * a stored one (mode edit, the rule's id added), read from the package's rules.
 */
export function EditComponentGeneratorBlade({ blade }: BladeProps) {
  const parsed = parseRuleItemId(blade.itemId, blade.mode === "edit");
  return (
    <PackageRulesLoader ids={parsed?.ids ?? null}>
      {({ ids, rules, canEdit }) => {
        const id = parsed?.componentGeneratorId;
        const rule = id === undefined ? null : rules.find((item) => item.componentGeneratorId === id);
        if (rule === undefined) return <Text size="sm">{COMPONENT_RULES_TEXTS.ruleNotFound}</Text>;
        return <RuleEditor key={id ?? "new"} blade={blade} ids={ids} rule={rule} canEdit={canEdit} />;
      }}
    </PackageRulesLoader>
  );
}

import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useBlades } from "../../../app/workspace/blade-context";
import type { BladeLink } from "../../../app/workspace/blade-link";
import { useBladeTitle } from "../../../app/workspace/blade-title";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { packageIds, productLinks } from "../product-links";
import { COMPONENT_RULES_TEXTS } from "./component-rules-texts";
import { type LoadedPackageRules, PackageRulesLoader } from "./package-rules-loader";
import { RuleTable } from "./rule-table";

/** EditComponents: the component rules of a package (opened by productLinks.componentRules). */
export function EditComponentsBlade({ blade }: BladeProps) {
  const { open } = useBlades();
  const openEditor = (link: BladeLink) => open(link, { parentId: blade.id });
  return (
    <PackageRulesLoader ids={packageIds.decode(blade.itemId)}>
      {(loaded) => (
        <RulesView
          {...loaded}
          onAdd={() => openEditor(productLinks.newComponentRule(loaded.ids))}
          onDetails={(componentGeneratorId) =>
            openEditor(productLinks.editComponentRule({ ...loaded.ids, componentGeneratorId }))
          }
        />
      )}
    </PackageRulesLoader>
  );
}

interface RulesViewProps extends LoadedPackageRules {
  onAdd: () => void;
  onDetails: (componentGeneratorId: string) => void;
}

function RulesView({ componentPackage, rules, canEdit, onAdd, onDetails }: RulesViewProps) {
  const title = COMPONENT_RULES_TEXTS.rulesTitle(componentPackage.name);
  useBladeTitle(title);
  return (
    <Stack gap="md" data-testid="component-rules">
      <Title order={2} size="h4">
        {title}
      </Title>
      {canEdit && (
        <Group>
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
            {COMPONENT_RULES_TEXTS.addRule}
          </Button>
        </Group>
      )}
      {rules.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="rules-empty">
          {COMPONENT_RULES_TEXTS.noRules}
        </Text>
      ) : (
        <RuleTable rules={rules} onDetails={onDetails} />
      )}
    </Stack>
  );
}

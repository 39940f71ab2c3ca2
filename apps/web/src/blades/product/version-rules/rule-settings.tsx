import { Stack, Title } from "@mantine/core";
import { FormCheckbox } from "../../../ui/editor/form-checkbox";
import type { RulesFormApi } from "./rules-form";

/** The two settings of the rules screen (spec part 1 section 2.8). */
export function RuleSettings({ form, readOnly }: { form: RulesFormApi; readOnly: boolean }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" data-outline>
        Settings
      </Title>
      <FormCheckbox
        control={form.control}
        name="noSiblingRules"
        label="Don't apply rules from sibling products"
        description="Sibling products are used in composable configurators."
        readOnly={readOnly}
      />
      <FormCheckbox
        control={form.control}
        name="combineOnlyWhen"
        label="Combine Only When rules that affect the same component"
        readOnly={readOnly}
      />
    </Stack>
  );
}

import { normalizeRoleSelection, type Role } from "@atelier/domain/account/roles";
import { Checkbox, Group, Stack, Text } from "@mantine/core";
import { useController } from "react-hook-form";
import { ACCOUNT_USERS_TEXTS } from "../users/account-users-texts";
import { checklistRoles } from "./checklist-roles";
import { RoleBadges } from "./role-badges";

interface RoleChecklistProps {
  /** The roles the signed-in user may grant, from the company's role set. */
  offered: readonly Role[];
  /** The roles the user or key holds as stored (none for a new key). */
  held: readonly Role[];
}

/**
 * The role checklist of the user and API key editors, bound to the form's `roles` field. The boxes show
 * what is ticked; the line below shows what will be saved by the 'None' rule (spec part 2, 5).
 */
export function RoleChecklist({ offered, held }: RoleChecklistProps) {
  const { field, fieldState } = useController<{ roles: Role[] }, "roles">({ name: "roles" });
  const listed = checklistRoles(offered, held);
  return (
    <Stack gap="xs">
      <Checkbox.Group
        label={ACCOUNT_USERS_TEXTS.roles}
        value={field.value}
        onChange={(values) => field.onChange(listed.filter((role) => values.includes(role)))}
        error={fieldState.error?.message}
      >
        <Stack gap={8} mt={8}>
          {listed.map((role) => (
            <Checkbox key={role} value={role} label={role} disabled={field.disabled} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group gap="xs" data-testid="roles-saved-as">
        <Text size="sm" c="dimmed">
          {ACCOUNT_USERS_TEXTS.savedAs}
        </Text>
        <RoleBadges roles={normalizeRoleSelection(field.value)} />
      </Group>
    </Stack>
  );
}

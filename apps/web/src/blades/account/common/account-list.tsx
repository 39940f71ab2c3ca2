import type { Role } from "@atelier/domain/account/roles";
import { ActionIcon, Badge, Group, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { TONES } from "../../../app/theme-tokens";
import classes from "./account-list.module.css";
import { RoleBadges } from "./role-badges";

interface AccountListProps {
  label: string;
  /** Some rows may have an edit button: every row keeps room for one, so the labels line up. */
  editable?: boolean;
  children: ReactNode;
}

/** A bordered list of users, API keys, storefront keys or workspaces. */
export function AccountList({ label, editable = false, children }: AccountListProps) {
  return (
    <ul className={classes.list} aria-label={label} data-editable={editable || undefined}>
      {children}
    </ul>
  );
}

interface AccountRowProps {
  title: string;
  /** A small label after the title, e.g. 'You'. */
  note?: string | undefined;
  /** A dimmed line under the title, e.g. the e-mail. */
  detail: string;
  /** The roles as labels, for a row that holds roles (a storefront key holds none). */
  roles?: readonly Role[];
  /** What shows under the detail, e.g. a storefront key's origins. */
  below?: ReactNode;
  /** The row's edit button, when the user may edit it. */
  edit?: { label: string; onClick: () => void } | undefined;
}

/** One user or key: its name and detail (and what shows under it), its roles, and the edit button where allowed. */
export function AccountRow({ title, note, detail, roles, below, edit }: AccountRowProps) {
  return (
    <li className={classes.row} data-testid="account-row">
      <div>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500} truncate="end" data-testid="account-row-title">
            {title}
          </Text>
          {note !== undefined && (
            <Badge size="xs" variant="outline" color={TONES.neutral} tt="none">
              {note}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" truncate="end">
          {detail}
        </Text>
        {below}
      </div>
      {/* The middle column stays, empty, so that edit buttons line up. */}
      {roles === undefined ? <span /> : <RoleBadges roles={roles} />}
      {edit && (
        <ActionIcon variant="subtle" aria-label={edit.label} title={edit.label} onClick={edit.onClick}>
          <IconPencil size={16} />
        </ActionIcon>
      )}
    </li>
  );
}

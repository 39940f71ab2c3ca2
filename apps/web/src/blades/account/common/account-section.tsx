import { Group, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useBlades } from "../../../app/workspace/blade-context";
import type { BladeLink } from "../../../app/workspace/blade-link";
import { accountLinks } from "../account-links";

/** The Account blade is a singleton, so its id is its kind. */
const ACCOUNT_BLADE_ID = accountLinks.account().kind;

/** Opens an editor stacked on the Account blade, so closing Account closes it too. */
export function useOpenFromAccount() {
  const { open } = useBlades();
  return (link: BladeLink) => open(link, { parentId: ACCOUNT_BLADE_ID });
}

interface AccountSectionProps {
  title: string;
  /** A button at the heading's end, e.g. Invite or Add. */
  action?: ReactNode;
  testId: string;
  children: ReactNode;
}

/** One section of the Account blade: its heading (with an optional button), then its content. */
export function AccountSection({ title, action, testId, children }: AccountSectionProps) {
  return (
    <Stack component="section" gap="xs" aria-label={title} data-testid={testId}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

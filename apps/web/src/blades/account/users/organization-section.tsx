import type { CurrentUser } from "@atelier/domain/account/account.schema";
import { Button } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useCompany } from "../../../api/account/company";
import { ErrorCallout } from "../../../ui/error-callout";
import { LoadingLine } from "../../../ui/loading-line";
import { accountLinks } from "../account-links";
import { AccountList, AccountRow } from "../common/account-list";
import { AccountSection, useOpenFromAccount } from "../common/account-section";
import { ACCOUNT_USERS_TEXTS } from "./account-users-texts";

/**
 * The Account blade's Organization section (spec part 2, 'Account panel'): the company's users with their
 * roles. Administrators edit the users the server marks editable (never themselves) and invite new ones.
 */
export function OrganizationSection({ user }: { user: CurrentUser }) {
  const company = useCompany(user.company.companyId);
  const openFromAccount = useOpenFromAccount();
  const admin = user.permissions.admin;
  const members = company.data?.applicationUsers;
  const you = user.email.toLowerCase();

  return (
    <AccountSection
      title={ACCOUNT_USERS_TEXTS.organization}
      testId="organization-section"
      action={
        admin && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconUserPlus size={14} />}
            onClick={() => openFromAccount(accountLinks.invite())}
          >
            {ACCOUNT_USERS_TEXTS.invite}
          </Button>
        )
      }
    >
      <ErrorCallout error={company.error} />
      {company.isPending && <LoadingLine />}
      {members && (
        <AccountList label={ACCOUNT_USERS_TEXTS.users} editable={admin}>
          {members.map((member) => (
            <AccountRow
              key={member.userName}
              title={member.fullName}
              note={member.userName.toLowerCase() === you ? ACCOUNT_USERS_TEXTS.you : undefined}
              detail={member.userName}
              roles={member.roles.map((role) => role.name)}
              edit={
                admin && member.canEdit
                  ? {
                      label: ACCOUNT_USERS_TEXTS.editUser(member.fullName),
                      onClick: () => openFromAccount(accountLinks.editUser(member)),
                    }
                  : undefined
              }
            />
          ))}
        </AccountList>
      )}
    </AccountSection>
  );
}

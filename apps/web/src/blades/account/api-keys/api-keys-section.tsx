import type { CurrentUser } from "@atelier/domain/account/account.schema";
import { Button, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useApiKeyList } from "../../../api/account/api-key";
import { ErrorCallout } from "../../../ui/error-callout";
import { formatTimestamp } from "../../../ui/format-timestamp";
import { LoadingLine } from "../../../ui/loading-line";
import { accountLinks } from "../account-links";
import { AccountList, AccountRow } from "../common/account-list";
import { AccountSection, useOpenFromAccount } from "../common/account-section";
import { API_KEY_TEXTS } from "./api-key-texts";

/** The Account blade's API Keys section (administrators only): the company's keys with their roles. */
export function ApiKeysSection({ user }: { user: CurrentUser }) {
  return user.permissions.admin ? <ApiKeys companyId={user.company.companyId} /> : null;
}

function ApiKeys({ companyId }: { companyId: string }) {
  const keys = useApiKeyList(companyId);
  const openFromAccount = useOpenFromAccount();
  return (
    <AccountSection
      title={API_KEY_TEXTS.apiKeys}
      testId="api-keys-section"
      action={
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => openFromAccount(accountLinks.newKey())}
        >
          {API_KEY_TEXTS.add}
        </Button>
      }
    >
      <ErrorCallout error={keys.error} />
      {keys.isPending && <LoadingLine />}
      {keys.data?.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="api-keys-empty">
          {API_KEY_TEXTS.noKeys}
        </Text>
      )}
      {keys.data !== undefined && keys.data.length > 0 && (
        <AccountList label={API_KEY_TEXTS.apiKeys} editable>
          {keys.data.map((key) => (
            <AccountRow
              key={key.apiKeyId}
              title={key.name}
              detail={API_KEY_TEXTS.created(formatTimestamp(key.created))}
              roles={key.roles}
              edit={{
                label: API_KEY_TEXTS.editKey(key.name),
                onClick: () => openFromAccount(accountLinks.editKey(key)),
              }}
            />
          ))}
        </AccountList>
      )}
    </AccountSection>
  );
}

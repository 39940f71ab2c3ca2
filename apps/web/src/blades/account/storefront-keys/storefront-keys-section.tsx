import type { CurrentUser } from "@atelier/domain/account/account.schema";
import type { StorefrontKey } from "@atelier/domain/account/storefront-key.schema";
import { Badge, Button, Group, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useStorefrontKeyList } from "../../../api/account/storefront-key";
import { TONES } from "../../../app/theme-tokens";
import { ErrorCallout } from "../../../ui/error-callout";
import { formatTimestamp } from "../../../ui/format-timestamp";
import { LoadingLine } from "../../../ui/loading-line";
import { accountLinks } from "../account-links";
import { AccountList, AccountRow } from "../common/account-list";
import { AccountSection, useOpenFromAccount } from "../common/account-section";
import { STOREFRONT_KEY_TEXTS } from "./storefront-key-texts";

/** The Account blade's Storefront Keys section (administrators only), beside API Keys. */
export function StorefrontKeysSection({ user }: { user: CurrentUser }) {
  return user.permissions.admin ? <StorefrontKeys companyId={user.company.companyId} /> : null;
}

function StorefrontKeys({ companyId }: { companyId: string }) {
  const keys = useStorefrontKeyList(companyId);
  const openFromAccount = useOpenFromAccount();
  return (
    <AccountSection
      title={STOREFRONT_KEY_TEXTS.storefrontKeys}
      testId="storefront-keys-section"
      action={
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => openFromAccount(accountLinks.newStorefrontKey())}
        >
          {STOREFRONT_KEY_TEXTS.add}
        </Button>
      }
    >
      <Text size="sm" c="dimmed">
        {STOREFRONT_KEY_TEXTS.intro}
      </Text>
      <ErrorCallout error={keys.error} />
      {keys.isPending && <LoadingLine />}
      {keys.data?.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="storefront-keys-empty">
          {STOREFRONT_KEY_TEXTS.noKeys}
        </Text>
      )}
      {keys.data !== undefined && keys.data.length > 0 && (
        <AccountList label={STOREFRONT_KEY_TEXTS.storefrontKeys} editable>
          {keys.data.map((key) => (
            <AccountRow
              key={key.storefrontKeyId}
              title={key.name}
              detail={STOREFRONT_KEY_TEXTS.detail(
                key.keyHint,
                formatTimestamp(key.created),
                key.lastUsed === null ? STOREFRONT_KEY_TEXTS.neverUsed : formatTimestamp(key.lastUsed),
              )}
              below={<OriginBadges origins={key.allowedOrigins} />}
              edit={{
                label: STOREFRONT_KEY_TEXTS.editKey(key.name),
                onClick: () => openFromAccount(accountLinks.editStorefrontKey(key)),
              }}
            />
          ))}
        </AccountList>
      )}
    </AccountSection>
  );
}

/** A key's allowed origins as labels, or that it allows no other website. */
function OriginBadges({ origins }: { origins: StorefrontKey["allowedOrigins"] }) {
  const shown = origins.length === 0 ? [STOREFRONT_KEY_TEXTS.noOrigins] : origins;
  return (
    <Group gap={4} mt={4} data-testid="storefront-key-origins-shown">
      {shown.map((text) => (
        <Badge key={text} size="sm" radius="sm" variant="light" tt="none" color={TONES.neutral}>
          {text}
        </Badge>
      ))}
    </Group>
  );
}

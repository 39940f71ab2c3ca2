import { Divider, Stack } from "@mantine/core";
import { useCurrentUser } from "../../../api/account/account";
import { ErrorCallout } from "../../../ui/error-callout";
import { LoadingLine } from "../../../ui/loading-line";
import { ApiKeysSection } from "../api-keys/api-keys-section";
import { StorefrontKeysSection } from "../storefront-keys/storefront-keys-section";
import { UsageSection } from "../usage/usage-section";
import { OrganizationSection } from "../users/organization-section";
import { PasswordSection } from "./password-section";
import { ProfileSection } from "./profile-section";
import { WorkspacesSection } from "./workspaces-section";

/**
 * The Account blade (spec part 2, 'Account panel'), its sections in the spec's order: workspaces, usage,
 * profile, password, organization, and API keys and storefront keys for administrators.
 */
export function AccountBlade() {
  const { data: user, error } = useCurrentUser();
  if (user === undefined) return error ? <ErrorCallout error={error} /> : <LoadingLine />;
  return (
    <Stack gap="lg" data-testid="account-blade">
      <WorkspacesSection user={user} />
      <Divider />
      <UsageSection />
      <Divider />
      <ProfileSection user={user} />
      <Divider />
      <PasswordSection />
      <Divider />
      <OrganizationSection user={user} />
      {user.permissions.admin && (
        <>
          <Divider />
          <ApiKeysSection user={user} />
          <Divider />
          <StorefrontKeysSection user={user} />
        </>
      )}
    </Stack>
  );
}

import { type BladeLink, bladeLink } from "../../app/workspace/blade-link";

/** The typed links of the account area's blades. */
export const accountLinks = {
  account: (): BladeLink => bladeLink("Account", "list"),
  editUser: ({ userName }: { userName: string }): BladeLink => bladeLink("EditAccountUser", "edit", userName),
  invite: (): BladeLink => bladeLink("EditAccountInvite", "new"),
  newKey: (): BladeLink => bladeLink("EditAccountKey", "new"),
  editKey: ({ apiKeyId }: { apiKeyId: string }): BladeLink => bladeLink("EditAccountKey", "edit", apiKeyId),
  newStorefrontKey: (): BladeLink => bladeLink("EditStorefrontKey", "new"),
  editStorefrontKey: ({ storefrontKeyId }: { storefrontKeyId: string }): BladeLink =>
    bladeLink("EditStorefrontKey", "edit", storefrontKeyId),
};

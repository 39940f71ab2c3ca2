import { bladeKind } from "../../app/workspace/blade-kind";

/** The account area's blade kinds: the Account panel and the editors stacked on it. */
export const ACCOUNT_BLADES = {
  Account: bladeKind("Account", { size: "large", singleton: true }),
  EditAccountUser: bladeKind("User", { size: "medium" }),
  EditAccountInvite: bladeKind("Invite User", { size: "medium" }),
  EditAccountKey: bladeKind("API Key", { size: "medium" }),
  EditStorefrontKey: bladeKind("Storefront Key", { size: "medium" }),
};

export type AccountBladeKind = keyof typeof ACCOUNT_BLADES;

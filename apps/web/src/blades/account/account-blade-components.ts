import { type BladeComponent, lazyBlade } from "../../app/workspace/blade-kind";
import type { AccountBladeKind } from "./account-blades";

/** The components of the account area's blade kinds (account-blades.ts), each loaded on its first open. */
export const ACCOUNT_BLADE_COMPONENTS = {
  Account: lazyBlade(() => import("./panel/account.blade").then((m) => m.AccountBlade)),
  EditAccountUser: lazyBlade(() => import("./users/edit-account-user.blade").then((m) => m.EditAccountUserBlade)),
  EditAccountInvite: lazyBlade(() => import("./users/edit-account-invite.blade").then((m) => m.EditAccountInviteBlade)),
  EditAccountKey: lazyBlade(() => import("./api-keys/edit-account-key.blade").then((m) => m.EditAccountKeyBlade)),
  EditStorefrontKey: lazyBlade(() =>
    import("./storefront-keys/edit-storefront-key.blade").then((m) => m.EditStorefrontKeyBlade),
  ),
} satisfies Record<AccountBladeKind, BladeComponent>;

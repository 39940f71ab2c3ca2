import { useCurrentUser } from "../../../../api/account/account";

/** Reference data is written by admins only (spec part 3 section 6): for every other user its editors are read-only. */
export function useReferenceDataReadOnly(): boolean {
  return useCurrentUser().data?.permissions.admin !== true;
}

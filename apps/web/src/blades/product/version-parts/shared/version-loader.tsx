import type { Version } from "@atelier/domain/product/version.schema";
import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useCurrentUser } from "../../../../api/account/account";
import { useVersion } from "../../../../api/product/version";
import type { Blade } from "../../../../app/workspace/blade-types";
import { ErrorCallout } from "../../../../ui/error-callout";
import { LoadingLine } from "../../../../ui/loading-line";
import { parseVersionItemId } from "../../versions/version-item-id";
import { VERSION_PARTS_MESSAGES } from "../version-parts-messages";

export interface LoadedVersion {
  version: Version;
  /** The user may change the version (spec part 1, 6); without it the blade is read-only. */
  canEdit: boolean;
}

/** Loads the version a blade's item id names, then renders its editor; says so when it cannot. */
export function VersionLoader({ blade, children }: { blade: Blade; children: (loaded: LoadedVersion) => ReactNode }) {
  const ids = parseVersionItemId(blade.itemId);
  const version = useVersion(ids?.productId, ids?.versionId);
  const user = useCurrentUser();
  if (ids === null) return <Text size="sm">{VERSION_PARTS_MESSAGES.versionNotFound}</Text>;
  if (version.error) return <ErrorCallout error={version.error} />;
  if (version.data === undefined || user.data === undefined) return <LoadingLine />;
  return children({ version: version.data, canEdit: user.data.permissions.canEdit });
}

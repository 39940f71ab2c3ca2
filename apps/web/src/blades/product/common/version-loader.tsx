import type { Version } from "@atelier/domain/product/version.schema";
import type { ReactNode } from "react";
import { useVersion } from "../../../api/product/version";
import type { Blade } from "../../../app/workspace/blade-types";
import { EditorLoader } from "../../../ui/editor/editor-loader";
import { versionIds } from "../product-links";

export interface LoadedVersion {
  version: Version;
  /** The user may change the version (spec part 1, 6); without it the blade is read-only. */
  canEdit: boolean;
}

/** The editor loader for the version a blade's item id names (`productId~versionId`). */
export function VersionLoader({ blade, children }: { blade: Blade; children: (loaded: LoadedVersion) => ReactNode }) {
  const ids = versionIds.decode(blade.itemId);
  const version = useVersion(ids?.productId, ids?.versionId);
  return (
    <EditorLoader queries={ids === null ? [] : [version]} find={() => version.data} itemKey={blade.itemId}>
      {(found, { readOnly }) => found && children({ version: found, canEdit: !readOnly })}
    </EditorLoader>
  );
}

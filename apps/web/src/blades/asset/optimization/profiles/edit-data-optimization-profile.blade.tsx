import { useOptimizationProfile } from "../../../../api/asset/optimization-profile";
import type { BladeProps } from "../../../../app/workspace/blade-types";
import { EditorLoader, editedItemId, itemReads } from "../../../../ui/editor/editor-loader";
import { ProfileEditor } from "./profile-editor";

/** EditDataOptimizationProfile: a new profile in mode new, the profile's editor in mode edit; editors write. */
export function EditDataOptimizationProfileBlade({ blade }: BladeProps) {
  const query = useOptimizationProfile(editedItemId(blade));
  return (
    <EditorLoader {...itemReads(blade, query)}>
      {(profile, { readOnly, reload }) => (
        <ProfileEditor blade={blade} profile={profile} readOnly={readOnly} onReload={reload} />
      )}
    </EditorLoader>
  );
}

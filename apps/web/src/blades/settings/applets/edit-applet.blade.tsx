import { useCurrentUser } from "../../../api/account/account";
import { useApplet } from "../../../api/settings/applet";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { EditorLoader, editedItemId, itemReads } from "../../../ui/editor/editor-loader";
import { AppletEditor } from "./applet-editor";

/** EditApplet: 'Add an applet' in mode new, the applet's editor in mode edit (itemId = appletId); administrators write. */
export function EditAppletBlade({ blade }: BladeProps) {
  const query = useApplet(editedItemId(blade));
  const admin = useCurrentUser().data?.permissions.admin === true;
  return (
    <EditorLoader {...itemReads(blade, query)}>
      {(applet, { readOnly }) => <AppletEditor blade={blade} applet={applet} readOnly={readOnly || !admin} />}
    </EditorLoader>
  );
}

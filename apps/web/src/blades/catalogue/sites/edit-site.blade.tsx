import { useSite } from "../../../api/catalogue/site";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { EditorLoader, editedItemId, itemReads } from "../../../ui/editor/editor-loader";
import { SiteEditor } from "./site-editor";

/** EditSite: 'Add a site' in mode new, the site's editor in mode edit (itemId = siteId). */
export function EditSiteBlade({ blade }: BladeProps) {
  const query = useSite(editedItemId(blade));
  return (
    <EditorLoader {...itemReads(blade, query)}>
      {(site, { readOnly }) => <SiteEditor blade={blade} site={site} readOnly={readOnly} />}
    </EditorLoader>
  );
}

import { useSite } from "../../../api/catalogue/site";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { CatalogueEditorLoader, editedItemId } from "../../../ui/catalogue-editor/catalogue-editor-loader";
import { SiteEditor } from "./site-editor";

/** EditSite: 'Add a site' in mode new, the site's editor in mode edit (itemId = siteId). */
export function EditSiteBlade({ blade }: BladeProps) {
  const query = useSite(editedItemId(blade));
  return (
    <CatalogueEditorLoader blade={blade} query={query}>
      {(site, readOnly) => <SiteEditor blade={blade} site={site} readOnly={readOnly} />}
    </CatalogueEditorLoader>
  );
}

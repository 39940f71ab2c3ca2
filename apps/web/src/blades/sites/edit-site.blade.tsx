import { useCurrentUser } from "../../api/account";
import { useSite } from "../../api/site";
import type { BladeProps } from "../../app/workspace/blade-types";
import { ErrorCallout } from "../../ui/error-callout";
import { LoadingLine } from "../../ui/loading-line";
import { SiteEditor } from "./site-editor";

/** EditSite: 'Add a site' in mode new, the site's editor in mode edit (itemId = siteId). */
export function EditSiteBlade({ blade }: BladeProps) {
  const readOnly = useCurrentUser().data?.permissions.canEdit !== true;
  const siteId = blade.mode === "edit" ? blade.itemId : undefined;
  const site = useSite(siteId);

  if (siteId === undefined) return <SiteEditor blade={blade} site={null} readOnly={readOnly} />;
  if (site.isError) return <ErrorCallout error={site.error} />;
  // The form starts from what the server holds now, not from a copy cached when the blade was last open.
  if (site.isPending || !site.isFetchedAfterMount) return <LoadingLine />;
  return <SiteEditor key={site.data.siteId} blade={blade} site={site.data} readOnly={readOnly} />;
}

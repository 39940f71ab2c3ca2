import { APPLET_SCOPE_LABELS, type Applet } from "@atelier/domain/settings/applet.schema";
import { useMemo } from "react";
import { useAppletList } from "../../../api/settings/applet";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { CatalogueList } from "../../../ui/list/catalogue-list";
import { itemRow } from "../../../ui/list/item-rows";
import { appletLinks } from "./applet-links";
import { APPLET_TEXTS } from "./applet-texts";

const appletRow = (applet: Applet) =>
  itemRow(applet.appletId, applet.name, APPLET_SCOPE_LABELS[applet.scope], applet.description);

/** The Applets blade (spec part 3, "Applets"): name, description and scope label of each, by name. */
export function AppletsBlade({ blade }: BladeProps) {
  const query = useAppletList();
  const rows = useMemo(() => query.data?.applets.map(appletRow), [query.data]);
  return (
    <CatalogueList
      blade={blade}
      label="Applets"
      testId="applets-blade"
      rows={rows}
      query={query}
      empty={{ text: APPLET_TEXTS.noApplets }}
      editor={appletLinks.applet}
    />
  );
}

import { NavLink } from "@mantine/core";
import { useCurrentUser } from "../../api/account/account";
import { useShowApplet } from "../../ui/applet-frame/applet-overlay-context";
import classes from "./sidebar.module.css";
import type { SidebarApplet } from "./sidebar-sections";

/**
 * A Global applet in the sidebar's Apps (spec part 1, 2.3): opens the applet frame with the workspace's model,
 * the company's id and name (docs/decisions/applets-model.md).
 */
export function SidebarAppletEntry({ applet }: { applet: SidebarApplet }) {
  const showApplet = useShowApplet();
  const company = useCurrentUser().data?.company;
  return (
    <NavLink
      component="button"
      type="button"
      classNames={{ root: classes.item, label: classes.entryLabel }}
      label={applet.name}
      disabled={company === undefined}
      onClick={() =>
        company && showApplet({ applet, model: { companyId: company.companyId, companyName: company.name } })
      }
    />
  );
}

import type { AppletScope } from "@atelier/domain/settings/applet.schema";
import type { AppletModel } from "@atelier/domain/settings/applet-model";
import { Button, Menu } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useAppletList } from "../../api/settings/applet";
import { APPLET_FRAME_TEXTS } from "./applet-frame-texts";
import { AppletMenuItems } from "./applet-menu-items";

/**
 * A More menu of applets alone (the component option editor, spec part 2): shown only when the company has
 * applets of the scope. The caller shows it to editors only.
 */
export function AppletMoreMenu<S extends AppletScope>({ scope, model }: { scope: S; model: AppletModel<S> }) {
  const { data } = useAppletList(scope);
  if ((data?.applets.length ?? 0) === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} />}>
          {APPLET_FRAME_TEXTS.more}
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="applet-more-menu">
        <AppletMenuItems scope={scope} model={model} grouped={false} />
      </Menu.Dropdown>
    </Menu>
  );
}

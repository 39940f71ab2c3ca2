import type { AppletScope } from "@atelier/domain/settings/applet.schema";
import type { AppletModel } from "@atelier/domain/settings/applet-model";
import { Menu } from "@mantine/core";
import { IconAppWindow } from "@tabler/icons-react";
import { useAppletList } from "../../api/settings/applet";
import { APPLET_FRAME_TEXTS } from "./applet-frame-texts";
import { useShowApplet } from "./applet-overlay-context";

interface AppletMenuItemsProps<S extends AppletScope> {
  scope: S;
  model: AppletModel<S>;
  /** A divider and the 'Applets' label above them, where the menu holds other items. */
  grouped?: boolean;
}

/**
 * The applets of a scope as items of an editor's More menu (spec part 1, 2.5 and 2.7; part 2): each opens the
 * applet frame with the editor's model. Nothing when the company has no applet of the scope.
 */
export function AppletMenuItems<S extends AppletScope>({ scope, model, grouped = true }: AppletMenuItemsProps<S>) {
  const { data } = useAppletList(scope);
  const showApplet = useShowApplet();
  const applets = data?.applets ?? [];
  if (applets.length === 0) return null;
  return (
    <>
      {grouped && <Menu.Divider />}
      <Menu.Label>{APPLET_FRAME_TEXTS.applets}</Menu.Label>
      {applets.map((applet) => (
        <Menu.Item
          key={applet.appletId}
          leftSection={<IconAppWindow size={14} />}
          onClick={() => showApplet({ applet, model: { ...model } })}
        >
          {applet.name}
        </Menu.Item>
      ))}
    </>
  );
}

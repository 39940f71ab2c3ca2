import { PRODUCT_EXPORT_KINDS, type ProductExportKind } from "@atelier/domain/product/export.schema";
import type { AppletModel } from "@atelier/domain/settings/applet-model";
import { Button, Menu } from "@mantine/core";
import { IconChevronDown, IconCopy, IconDownload, IconGitBranch, IconStar } from "@tabler/icons-react";
import { useState } from "react";
import { CONFIRM_COLORS } from "../../../app/theme-tokens";
import { AppletMenuItems } from "../../../ui/applet-frame/applet-menu-items";
import { CONFIRM_LABEL } from "../../../ui/confirm-button";

interface VersionMoreMenuProps {
  /** Past Development, Save & Activate asks 'Confirm?' first, like the other saves. */
  confirmSaves: boolean;
  disabled: boolean;
  onSaveAndActivate: () => void;
  onBranch: () => void;
  onClone: (components: boolean) => void;
  onExport: (kind: ProductExportKind) => void;
  /** The model the Version applets are opened with. */
  appletModel: AppletModel<"Version">;
}

/**
 * The editors' More menu: Save & Activate, Branch, the two clones, the four exports, then the applets whose
 * scope is Version (the editor shows the menu to editors only).
 */
export function VersionMoreMenu(props: VersionMoreMenuProps) {
  const [armed, setArmed] = useState(false);
  const activate = () => {
    if (props.confirmSaves && !armed) {
      setArmed(true);
      return;
    }
    setArmed(false);
    props.onSaveAndActivate();
  };
  return (
    <Menu position="bottom-end" withinPortal shadow="md" onClose={() => setArmed(false)}>
      <Menu.Target>
        <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} />} disabled={props.disabled}>
          More
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="more-menu">
        <Menu.Item
          leftSection={<IconStar size={14} />}
          color={armed ? CONFIRM_COLORS.save : undefined}
          closeMenuOnClick={armed || !props.confirmSaves}
          onClick={activate}
        >
          {armed ? CONFIRM_LABEL : "Save & Activate"}
        </Menu.Item>
        <Menu.Item leftSection={<IconGitBranch size={14} />} onClick={props.onBranch}>
          Branch Version
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={14} />} onClick={() => props.onClone(false)}>
          Clone Version + Packages
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={14} />} onClick={() => props.onClone(true)}>
          Clone Version + Components
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>Export</Menu.Label>
        {PRODUCT_EXPORT_KINDS.map((kind) => (
          <Menu.Item key={kind} leftSection={<IconDownload size={14} />} onClick={() => props.onExport(kind)}>
            {kind}
          </Menu.Item>
        ))}
        <AppletMenuItems scope="Version" model={props.appletModel} />
      </Menu.Dropdown>
    </Menu>
  );
}

import { Button, Menu } from "@mantine/core";
import { IconChevronDown, IconExternalLink } from "@tabler/icons-react";
import { blueprintUrl, studioUrl } from "./version-links";

interface VersionStudioMenuProps {
  styleCode: string;
  code: number;
  onPreviewComponents: () => void;
}

/** Previews of the version, open to every user: Studio (now or at a future date), components, blueprint. */
export function VersionStudioMenu({ styleCode, code, onPreviewComponents }: VersionStudioMenuProps) {
  const version = { styleCode, code };
  const external = { component: "a", target: "_blank", rel: "noopener" } as const;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} />}>
          Studio
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="studio-menu">
        <Menu.Item {...external} href={studioUrl(version)} rightSection={<IconExternalLink size={14} />}>
          Open in Studio
        </Menu.Item>
        <Menu.Item
          {...external}
          href={studioUrl(version, { futureDate: true })}
          rightSection={<IconExternalLink size={14} />}
        >
          Open in Studio — Use Future Date
        </Menu.Item>
        <Menu.Item onClick={onPreviewComponents}>Preview Components</Menu.Item>
        <Menu.Item {...external} href={blueprintUrl(version)} rightSection={<IconExternalLink size={14} />}>
          Preview Blueprint
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { NavLink, Stack } from "@mantine/core";
import { IconAppWindow, IconChevronRight, IconReceipt, IconWorld } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useCurrentUser } from "../../../api/account/account";
import { useBlades } from "../../../app/workspace/blade-context";
import type { BladeLink } from "../../../app/workspace/blade-link";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { ErrorCallout } from "../../../ui/error-callout";
import { LoadingLine } from "../../../ui/loading-line";
import { appletLinks } from "../applets/applet-links";
import { SETTINGS_TEXTS } from "../common/settings-texts";
import { settingsLinks } from "../settings-links";
import { CachingBox } from "./caching-box";

interface PanelLink {
  label: string;
  hint: string;
  icon: ReactNode;
  link: BladeLink;
}

/**
 * The Settings panel (EditSettings, spec part 3 "Settings panel"): links to Recipe and Blueprint Settings and
 * Global Custom Settings, Applets for administrators, and, for administrators and editors, the Caching box
 * (docs/decisions/web-settings-panel.md).
 */
export function SettingsBlade({ blade }: BladeProps) {
  const { data: user, error } = useCurrentUser();
  const { open } = useBlades();
  if (user === undefined) return error ? <ErrorCallout error={error} /> : <LoadingLine />;
  const { admin, canEdit } = user.permissions;
  const links: PanelLink[] = [
    {
      label: SETTINGS_TEXTS.recipeSettingsLink,
      hint: SETTINGS_TEXTS.recipeSettingsHint,
      icon: <IconReceipt size={18} aria-hidden />,
      link: settingsLinks.recipeSettings(),
    },
    {
      label: SETTINGS_TEXTS.globalDataLink,
      hint: SETTINGS_TEXTS.globalDataHint,
      icon: <IconWorld size={18} aria-hidden />,
      link: settingsLinks.globalData(),
    },
  ];
  if (admin) {
    links.push({
      label: SETTINGS_TEXTS.appletsLink,
      hint: SETTINGS_TEXTS.appletsHint,
      icon: <IconAppWindow size={18} aria-hidden />,
      link: appletLinks.applets(),
    });
  }
  return (
    <Stack gap="lg" data-testid="settings-panel">
      <nav aria-label={SETTINGS_TEXTS.settingsLinks}>
        {links.map((entry) => (
          <NavLink
            key={entry.label}
            component="button"
            type="button"
            label={entry.label}
            description={entry.hint}
            leftSection={entry.icon}
            rightSection={<IconChevronRight size={14} aria-hidden />}
            onClick={() => open(entry.link, { parentId: blade.id })}
          />
        ))}
      </nav>
      {(admin || canEdit) && <CachingBox />}
    </Stack>
  );
}

import { NavLink, ScrollArea } from "@mantine/core";
import {
  type Icon,
  IconAppWindow,
  IconBook2,
  IconBox,
  IconChartBar,
  IconCube3dSphere,
  IconDatabase,
  IconHierarchy2,
  IconPhoto,
  IconReceipt,
  IconSettings,
  IconShieldCheck,
  IconWorld,
} from "@tabler/icons-react";
import { useBlades } from "../workspace/blade-context";
import { type BladeLink, showsLink } from "../workspace/blade-link";
import classes from "./sidebar.module.css";
import { SidebarAppletEntry } from "./sidebar-applet-entry";
import { SidebarGroup } from "./sidebar-group";
import { SidebarProductLists } from "./sidebar-products";
import { type SidebarAccess, type SidebarSectionId, type VisibleSection, visibleSections } from "./sidebar-sections";

const SECTION_ICONS: Record<SidebarSectionId, Icon> = {
  products: IconBox,
  sites: IconWorld,
  analytics: IconChartBar,
  orders: IconReceipt,
  metadata: IconHierarchy2,
  assets: IconPhoto,
  "3d-ar": IconCube3dSphere,
  data: IconDatabase,
  moderation: IconShieldCheck,
  settings: IconSettings,
  apps: IconAppWindow,
};

function SectionView({ section, companyId }: { section: VisibleSection; companyId: string }) {
  const { open, stack } = useBlades();
  const SectionIcon = SECTION_ICONS[section.id];
  const icon = <SectionIcon size={18} stroke={1.6} />;
  const isOpen = (link: BladeLink) => stack.some((blade) => showsLink(blade, link));

  if (section.type === "link") {
    return (
      <NavLink
        component="button"
        type="button"
        classNames={{ root: classes.item, label: classes.sectionLabel }}
        label={section.label}
        leftSection={icon}
        active={isOpen(section.link)}
        onClick={() => open(section.link)}
      />
    );
  }
  return (
    <SidebarGroup
      classNames={{ root: classes.item, label: classes.sectionLabel }}
      label={section.label}
      leftSection={icon}
      defaultOpened={section.id === "products"}
      childrenOffset={28}
      data-testid={`sidebar-${section.id}`}
    >
      {section.type === "products" ? (
        <SidebarProductLists lists={section.lists} companyId={companyId} />
      ) : (
        <>
          {section.entries.map((entry) =>
            entry.applet ? (
              <SidebarAppletEntry key={`applet.${entry.applet.appletId}`} applet={entry.applet} />
            ) : (
              <NavLink
                component="button"
                type="button"
                key={`${entry.link.kind}.${entry.link.itemId ?? ""}`}
                classNames={{ root: classes.item, label: classes.entryLabel }}
                label={entry.label}
                active={isOpen(entry.link)}
                onClick={() => open(entry.link)}
              />
            ),
          )}
          {section.help && (
            <NavLink
              component="button"
              type="button"
              classNames={{ root: classes.item, label: classes.helpLabel }}
              label={section.help.label}
              leftSection={<IconBook2 size={14} />}
              onClick={() => section.help && open(section.help.link)}
            />
          )}
        </>
      )}
    </SidebarGroup>
  );
}

/** The workspace sidebar: every section of spec part 1 section 2.3 this user may see. */
export function Sidebar({ access, companyId }: { access: SidebarAccess; companyId: string }) {
  return (
    <ScrollArea className={classes.sidebar} type="scroll" component="nav" aria-label="Sidebar">
      {visibleSections(access).map((section) => (
        <SectionView key={section.id} section={section} companyId={companyId} />
      ))}
    </ScrollArea>
  );
}

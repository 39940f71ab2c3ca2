import type { Company } from "@atelier/domain/account/company.schema";
import type { Permissions } from "@atelier/domain/account/roles";
import { analyticsLinks } from "../../blades/analytics/analytics-links";
import { assetLinks } from "../../blades/asset/asset-links";
import { optimizationLinks } from "../../blades/asset/optimization/optimization-links";
import { auditLinks } from "../../blades/audit/audit-links";
import { catalogueLinks } from "../../blades/catalogue/catalogue-links";
import { batchLinks } from "../../blades/data/batch/batch-links";
import { referenceDataLinks } from "../../blades/data/reference/reference-data-links";
import { jobsLinks } from "../../blades/jobs/jobs-links";
import { orderLinks } from "../../blades/order/order-links";
import { settingsLinks } from "../../blades/settings/settings-links";
import { workspaceLinks } from "../../blades/workspace/workspace-links";
import type { BladeLink } from "../workspace/blade-link";

/** What decides which sidebar sections and entries a user sees. */
export interface SidebarAccess {
  permissions: Permissions;
  company: Pick<Company, "manageAssets" | "optimizeAssets" | "hasAdvancedModeration" | "hasImageModeration">;
  /** Applets whose scope is Global: the Apps section lists them. */
  globalApplets: readonly SidebarApplet[];
}

type Gate = (access: SidebarAccess) => boolean;

/** An applet the sidebar offers: it opens in the applet frame, not in a blade. */
export interface SidebarApplet {
  appletId: string;
  name: string;
}

/** An entry opens a blade, or (Apps) shows an applet in the overlay frame. */
type SidebarEntry = { label: string; visible?: Gate } & (
  | { link: BladeLink; applet?: undefined }
  | { applet: SidebarApplet; link?: undefined }
);

export type SidebarSectionId =
  | "products"
  | "sites"
  | "analytics"
  | "orders"
  | "metadata"
  | "assets"
  | "3d-ar"
  | "data"
  | "moderation"
  | "settings"
  | "apps";

export interface ProductList {
  id: "my-recent" | "recently-modified" | "all";
  label: string;
  openByDefault: boolean;
  /** 'All Products' offers 'View All', which opens the Products blade. */
  viewAll: boolean;
}

interface SectionBase {
  id: SidebarSectionId;
  label: string;
  visible?: Gate;
}

type SidebarSection =
  | (SectionBase & { type: "products"; lists: ProductList[] })
  /** A section that is itself one link (Sites, Settings). */
  | (SectionBase & { type: "link"; link: BladeLink })
  | (SectionBase & {
      type: "group";
      entries: SidebarEntry[] | ((access: SidebarAccess) => SidebarEntry[]);
      /** A quieter link under the entries, such as the metadata guide. */
      help?: { label: string; link: BladeLink };
    });

const notBuilt = workspaceLinks.notBuilt;
const admin: Gate = ({ permissions }) => permissions.admin;

/** The sidebar of spec part 1 section 2.3, in order, with each section's gating. */
const SIDEBAR_SECTIONS: SidebarSection[] = [
  {
    id: "products",
    type: "products",
    label: "Products",
    lists: [
      { id: "my-recent", label: "My Recent Products", openByDefault: true, viewAll: false },
      { id: "recently-modified", label: "Recently Modified", openByDefault: true, viewAll: false },
      { id: "all", label: "All Products", openByDefault: false, viewAll: true },
    ],
  },
  { id: "sites", type: "link", label: "Sites", link: catalogueLinks.sites() },
  {
    id: "analytics",
    type: "group",
    label: "Analytics",
    entries: [
      { label: "Recipes Dashboard", link: analyticsLinks.dashboard() },
      { label: "Actions Dashboard", link: analyticsLinks.actionsDashboard() },
    ],
  },
  {
    id: "orders",
    type: "group",
    label: "Orders",
    visible: ({ permissions }) => permissions.orders,
    entries: [{ label: "Review Recent Orders", link: orderLinks.orders() }],
  },
  {
    id: "metadata",
    type: "group",
    label: "Metadata",
    entries: [
      { label: "Component Option Definitions", link: catalogueLinks.optionDefinitions() },
      { label: "Dimensions", link: catalogueLinks.dimensions() },
      { label: "Component Options", link: catalogueLinks.options() },
      { label: "Component Types", link: catalogueLinks.componentTypes() },
      { label: "Component Placements", link: catalogueLinks.placements() },
    ],
    help: { label: "A Hitchhicker's Guide to Metadata", link: catalogueLinks.metadataGuide() },
  },
  {
    id: "assets",
    type: "group",
    label: "Assets",
    visible: (access) => admin(access) && access.company.manageAssets,
    entries: [
      { label: "Assets Library", link: assetLinks.library() },
      { label: "Upload Assets", link: assetLinks.upload() },
    ],
  },
  {
    id: "3d-ar",
    type: "group",
    label: "3D & AR",
    visible: (access) => admin(access) && access.company.optimizeAssets,
    entries: [
      { label: "Optimize Assets", link: optimizationLinks.optimizations() },
      { label: "Profiles", link: optimizationLinks.profiles() },
    ],
  },
  {
    id: "data",
    type: "group",
    label: "Data and Integrations",
    visible: admin,
    entries: [
      { label: "Data and Feeds", link: referenceDataLinks.dataAndFeeds() },
      { label: "Integrations", link: notBuilt("DataIntegrations") },
      { label: "Batch Operations", link: batchLinks.operations() },
      { label: "Batch Tools", link: batchLinks.tools() },
      { label: "Operation Logs", link: jobsLinks.operations() },
      { label: "Activity", link: auditLinks.activity() },
    ],
  },
  {
    id: "moderation",
    type: "group",
    label: "Content Moderation",
    visible: admin,
    entries: [
      { label: "Text Review", link: notBuilt("ModerationSettings") },
      {
        label: "Advanced Text Review",
        link: notBuilt("ModerationSettingsAdvanced"),
        visible: ({ company }) => company.hasAdvancedModeration,
      },
      {
        label: "Image Review",
        link: notBuilt("ImageModerationSettings"),
        visible: ({ company }) => company.hasImageModeration,
      },
    ],
  },
  { id: "settings", type: "link", label: "Settings", link: settingsLinks.settings() },
  {
    id: "apps",
    type: "group",
    label: "Apps",
    // Each Global applet opens in the applet frame; shown only when any exist.
    entries: ({ globalApplets }) => globalApplets.map((applet) => ({ label: applet.name, applet })),
  },
];

export type VisibleSection =
  | Extract<SidebarSection, { type: "products" | "link" }>
  | (Extract<SidebarSection, { type: "group" }> & { entries: SidebarEntry[] });

/** The sections and entries this user sees, in order; a group left with no entries is hidden. */
export function visibleSections(access: SidebarAccess): VisibleSection[] {
  const result: VisibleSection[] = [];
  for (const section of SIDEBAR_SECTIONS) {
    if (section.visible && !section.visible(access)) continue;
    if (section.type !== "group") {
      result.push(section);
      continue;
    }
    const all = typeof section.entries === "function" ? section.entries(access) : section.entries;
    const entries = all.filter((entry) => !entry.visible || entry.visible(access));
    if (entries.length > 0) result.push({ ...section, entries });
  }
  return result;
}

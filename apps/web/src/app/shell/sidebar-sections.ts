import type { Company } from "@atelier/domain/account/company.schema";
import type { Permissions } from "@atelier/domain/account/roles";
import type { BladeKind } from "../workspace/blade-kinds";

/** What decides which sidebar sections and entries a user sees. */
export interface SidebarAccess {
  permissions: Permissions;
  company: Pick<Company, "manageAssets" | "optimizeAssets" | "hasAdvancedModeration" | "hasImageModeration">;
  /** Applets whose scope is Global; none exist yet. */
  globalApplets: readonly { appletId: string; name: string }[];
}

type Gate = (access: SidebarAccess) => boolean;

interface SidebarEntry {
  label: string;
  kind: BladeKind;
  itemId?: string;
  visible?: Gate;
}

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
  | (SectionBase & { type: "link"; kind: BladeKind })
  | (SectionBase & {
      type: "group";
      entries: SidebarEntry[] | ((access: SidebarAccess) => SidebarEntry[]);
      /** A quieter link under the entries, such as the metadata guide. */
      help?: { label: string; kind: BladeKind };
    });

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
  { id: "sites", type: "link", label: "Sites", kind: "Sites" },
  {
    id: "analytics",
    type: "group",
    label: "Analytics",
    entries: [
      { label: "Recipes Dashboard", kind: "AnalyticsDashboard" },
      { label: "Actions Dashboard", kind: "AnalyticsActionsDashboard" },
    ],
  },
  {
    id: "orders",
    type: "group",
    label: "Orders",
    visible: ({ permissions }) => permissions.orders,
    entries: [{ label: "Review Recent Orders", kind: "Orders" }],
  },
  {
    id: "metadata",
    type: "group",
    label: "Metadata",
    entries: [
      { label: "Component Option Definitions", kind: "ComponentOptionDefinitions" },
      { label: "Dimensions", kind: "Dimensions" },
      { label: "Component Options", kind: "ComponentOptions" },
      { label: "Component Types", kind: "ComponentTypes" },
      { label: "Component Placements", kind: "ComponentPlacements" },
    ],
    help: { label: "A Hitchhicker's Guide to Metadata", kind: "MetadataGuide" },
  },
  {
    id: "assets",
    type: "group",
    label: "Assets",
    visible: (access) => admin(access) && access.company.manageAssets,
    entries: [
      { label: "Assets Library", kind: "Assets" },
      { label: "Upload Assets", kind: "UploadAssets" },
    ],
  },
  {
    id: "3d-ar",
    type: "group",
    label: "3D & AR",
    visible: (access) => admin(access) && access.company.optimizeAssets,
    entries: [
      { label: "Optimize Assets", kind: "DataOptimization" },
      { label: "Profiles", kind: "DataOptimizationProfiles" },
    ],
  },
  {
    id: "data",
    type: "group",
    label: "Data and Integrations",
    visible: admin,
    entries: [
      { label: "Data and Feeds", kind: "DataImports" },
      { label: "Integrations", kind: "DataIntegrations" },
      { label: "Batch Operations", kind: "BatchOperations" },
      { label: "Batch Tools", kind: "BatchTools" },
      { label: "Operation Logs", kind: "Operations" },
    ],
  },
  {
    id: "moderation",
    type: "group",
    label: "Content Moderation",
    visible: admin,
    entries: [
      { label: "Text Review", kind: "ModerationSettings" },
      {
        label: "Advanced Text Review",
        kind: "ModerationSettingsAdvanced",
        visible: ({ company }) => company.hasAdvancedModeration,
      },
      { label: "Image Review", kind: "ImageModerationSettings", visible: ({ company }) => company.hasImageModeration },
    ],
  },
  { id: "settings", type: "link", label: "Settings", kind: "EditSettings" },
  {
    id: "apps",
    type: "group",
    label: "Apps",
    // Each Global applet opens in the applet blade; shown only when any exist.
    entries: ({ globalApplets }) =>
      globalApplets.map((applet) => ({ label: applet.name, kind: "EditApplet", itemId: applet.appletId })),
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

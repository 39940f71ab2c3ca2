import type { Rule } from "@atelier/domain/product/rule.schema";
import { type GroupPlacement, type Version, VersionUpdateInput } from "@atelier/domain/product/version.schema";
import type { Actor } from "../auth/actor";
import type { AppDeps } from "../deps";
import { findProductByStyleCode } from "../modules/product/product/product.repo";
import { listVersions } from "../modules/product/version/version.repo";
import { getProductVersion, updateProductVersion } from "../modules/product/version/version.service";
import type { DemoMetadataIds } from "./demo-metadata-seed";
import { attribute, codedRule, rule } from "./demo-version-parts";

/** The placement each group of the sneakers' active versions holds, by group code; the Studio shows them in order. */
const GROUP_PLACEMENTS: Readonly<Record<string, string>> = {
  upper: "UPPER",
  laces: "LACES",
  "heel-tab": "MONOGRAM",
  size: "SNEAKER-MODEL",
};

/** The placements the image views draw, bottom first: the 3D model (SNEAKER-MODEL) has no 2D images. */
const DRAWN_PLACEMENTS = ["UPPER", "LACES", "MONOGRAM"];

/**
 * The attributes of a placement in its group: the monogram asks for up to three initials (the personalization
 * text preset, spec part 1 section 9), in gold capitals.
 */
const PLACEMENT_ATTRIBUTES: Readonly<Record<string, () => GroupPlacement["customAttributesJson"]>> = {
  MONOGRAM: () => [
    attribute("widget", "personalization"),
    attribute("personalization-text", ""),
    attribute("personalization-limit", 3),
    attribute("personalization-text-filter", "[A-Za-z]"),
    attribute("personalization-text-transform", "uppercase"),
    attribute("personalization-color", "C9A227"),
    attribute("personalization-size", 14),
  ],
};

/** Any lettering asks for initials (the fonts are tagged 'monogram'); no lettering, no initials. */
export const MONOGRAM_RULE = `# Initials are printed in the chosen lettering, so a lettering needs them
IF TAGGED(monogram IN MONOGRAM) THEN
    REQUIRESTRING(personalization-text OF MONOGRAM)
END`;

/** The two largest sizes force the long black laces. */
export const LARGE_SIZE_LACES_RULE = `# The two largest sizes are laced with the long black laces
IF ANY OF COMPONENT(US-11 IN SNEAKER-MODEL) COMPONENT(US-12 IN SNEAKER-MODEL) THEN
    SELECT(LACES-BLACK IN LACES)
END`;

/** Descriptions of the demo's customer rules: the reasons the Studio shows. */
export const DEMO_RULE_TEXT = {
  redLacesSuede: "Red laces are not sold with a suede upper",
  monogram: "A monogram needs initials",
  largeSizes: "Sizes US 11 and 12 come with black laces",
  sandLaces: "Sand laces only with a sand canvas upper",
  limeOrange: "Orange laces clash with a lime upper",
  reflective: "Lime and sky blue laces only with a mesh upper",
} as const;

/** The rules a customer feels in the Studio (docs/rules.md gives their meaning), added to a version's own. */
export interface DemoCustomerRules {
  styleCode: string;
  versionCode: number;
  rules: () => Rule[];
}

export const DEMO_CUSTOMER_RULES: readonly DemoCustomerRules[] = [
  {
    styleCode: "SNK-CC-100",
    versionCode: 2,
    rules: () => [
      rule("BlockedIfAny", DEMO_RULE_TEXT.redLacesSuede, { source: ["red IN LACES"], target: ["suede IN UPPER"] }),
      codedRule(DEMO_RULE_TEXT.monogram, MONOGRAM_RULE),
      codedRule(DEMO_RULE_TEXT.largeSizes, LARGE_SIZE_LACES_RULE),
      rule("OnlyWhenAll", DEMO_RULE_TEXT.sandLaces, {
        source: ["canvas IN UPPER", "sand IN UPPER"],
        target: ["sand IN LACES"],
      }),
    ],
  },
  {
    styleCode: "SNK-TR-210",
    versionCode: 2,
    rules: () => [
      rule("BlockedIfAny", DEMO_RULE_TEXT.limeOrange, { source: ["lime IN UPPER"], target: ["orange IN LACES"] }),
      rule("OnlyWhenAny", DEMO_RULE_TEXT.reflective, {
        source: ["mesh IN UPPER"],
        target: ["lime IN LACES", "sky IN LACES"],
      }),
      codedRule(DEMO_RULE_TEXT.largeSizes, LARGE_SIZE_LACES_RULE),
    ],
  },
];

const idOf = (ids: Map<string, string>, key: string): string => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demo customer rules: no ${key}`);
  return id;
};

/** The version's groups, each holding the placement its code names (with the placement's attributes). */
function groupsWithPlacements(groups: Version["componentGroups"], ids: DemoMetadataIds) {
  return groups.map((group) => {
    const code = GROUP_PLACEMENTS[group.code];
    if (code === undefined) return group;
    const placement = {
      componentPlacementId: idOf(ids.placements, code),
      customAttributesJson: PLACEMENT_ATTRIBUTES[code]?.() ?? [],
    };
    return { ...group, componentPlacements: [placement] };
  });
}

/** The version's image views, each drawing the demo's drawn placements that its groups hold. */
function viewsWithPlacements(version: Version, ids: DemoMetadataIds) {
  const held = new Set(version.componentGroups.map((group) => GROUP_PLACEMENTS[group.code]));
  const componentPlacements = DRAWN_PLACEMENTS.filter((code) => held.has(code)).map((code) => ({
    componentPlacementId: idOf(ids.placements, code),
  }));
  return version.imageViews.map((view) => ({ ...view, componentPlacements }));
}

/**
 * Gives the sneakers' active versions their group and view placements and the rules a customer feels in
 * the Studio, saved through the version service as the rules editor saves them. A version whose groups
 * already hold a placement is left as it is, so a second run changes nothing and edits made in the demo
 * stay. The save is dated at the product's last change, which it then leaves where the demo put it.
 */
export async function seedDemoCustomerRules(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  ids: DemoMetadataIds,
): Promise<void> {
  for (const item of DEMO_CUSTOMER_RULES) {
    const product = await findProductByStyleCode(deps.db, actor.companyId, item.styleCode);
    const row =
      product && (await listVersions(deps.db, actor.companyId, product.id)).find((v) => v.code === item.versionCode);
    if (!product || !row) continue;
    const version = await getProductVersion(deps, actor, product.id, row.id);
    if (version.componentGroups.some((group) => group.componentPlacements.length > 0)) continue;
    const input = VersionUpdateInput.parse({
      ...version,
      componentGroups: groupsWithPlacements(version.componentGroups, ids),
      imageViews: viewsWithPlacements(version, ids),
      rulesJson: [...version.rulesJson, ...item.rules()],
    });
    await updateProductVersion({ db: deps.db, clock: () => product.updatedAt }, actor, product.id, row.id, input);
  }
}

import type { Actor } from "../auth/actor";
import type { AppDeps } from "../deps";
import { saveComponentRule } from "../modules/product/component-rule/component-rule.service";
import { listPackages } from "../modules/product/package/package.repo";
import { findProductByStyleCode } from "../modules/product/product/product.repo";
import { listVersions } from "../modules/product/version/version.repo";
import type { DemoMetadataIds } from "./demo-metadata-seed";
import { countPackageRules } from "./seed.repo";

/** A component rule: a placement (by code) and the options it selects per definition (by name and code). */
export interface DemoRule {
  placement: string;
  options: Record<string, string[]>;
}

/** The rules of a package (by name) of a version (by code) of a demo product. */
export interface DemoPackageRules {
  styleCode: string;
  versionCode: number;
  packageName: string;
  rules: DemoRule[];
}

const SHOE_SIZES = ["US-7", "US-8", "US-9", "US-10", "US-11", "US-12"];

/** The active versions of the two sneakers generate a few dozen components each. */
export const DEMO_RULES: DemoPackageRules[] = [
  {
    styleCode: "SNK-CC-100",
    versionCode: 2,
    packageName: "Spring colour pack",
    rules: [
      {
        placement: "UPPER",
        options: {
          Material: ["LEATHER", "SUEDE", "CANVAS"],
          Color: ["WHITE", "BLACK", "NAVY", "RED", "SAGE", "SAND"],
        },
      },
      { placement: "LACES", options: { Color: ["WHITE", "BLACK", "RED", "SAND"] } },
      { placement: "MONOGRAM", options: { Font: ["SERIF", "SCRIPT", "BLOCK", "TYPEWRITER"] } },
    ],
  },
  {
    styleCode: "SNK-CC-100",
    versionCode: 2,
    packageName: "Gum sole upgrade",
    rules: [{ placement: "SNEAKER-MODEL", options: { Size: SHOE_SIZES } }],
  },
  {
    styleCode: "SNK-TR-210",
    versionCode: 2,
    packageName: "Trail colours",
    rules: [
      {
        placement: "UPPER",
        options: { Material: ["MESH", "NUBUCK"], Color: ["GREY", "ORANGE", "LIME", "SKY", "BLACK"] },
      },
      { placement: "SNEAKER-MODEL", options: { Size: SHOE_SIZES } },
    ],
  },
  {
    styleCode: "SNK-TR-210",
    versionCode: 2,
    packageName: "Reflective laces",
    rules: [{ placement: "LACES", options: { Color: ["LIME", "SKY", "ORANGE", "WHITE", "BLACK"] } }],
  },
];

const idOf = (ids: Map<string, string>, key: string): string => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demo rules: no ${key}`);
  return id;
};

/** Where a package's rules go, when the product, version and package are there. */
async function findPackage(deps: Pick<AppDeps, "db">, companyId: string, item: DemoPackageRules) {
  const product = await findProductByStyleCode(deps.db, companyId, item.styleCode);
  const version =
    product && (await listVersions(deps.db, companyId, product.id)).find((v) => v.code === item.versionCode);
  if (!product || !version) return undefined;
  const packages = await listPackages(deps.db, companyId, [version.id], { archived: false });
  const found = packages.find((row) => row.name === item.packageName);
  return found && { ids: { productId: product.id, versionId: version.id, packageId: found.id }, at: product.updatedAt };
}

/**
 * Saves the demo rules through the rule service, which generates their components. A package that has
 * (or had) any rule is left as it is, so a second run changes nothing and rules edited in the demo stay.
 * The rules are dated at the product's last change, which saving them then leaves where the demo put it.
 */
export async function seedDemoRules(deps: Pick<AppDeps, "db">, actor: Actor, ids: DemoMetadataIds): Promise<void> {
  for (const item of DEMO_RULES) {
    const where = await findPackage(deps, actor.companyId, item);
    if (!where || (await countPackageRules(deps.db, actor.companyId, where.ids.packageId)) > 0) continue;
    for (const [index, rule] of item.rules.entries()) {
      // A millisecond apart, so the rule table lists them in the order written here.
      const at = new Date(where.at.getTime() + index);
      const enabledOptions = Object.entries(rule.options).map(([definition, codes]) => ({
        componentOptionDefinitionId: idOf(ids.definitions, definition),
        componentOptionIds: codes.map((code) => idOf(ids.options, code)),
      }));
      const parameters = { componentPlacements: [idOf(ids.placements, rule.placement)], enabledOptions };
      await saveComponentRule({ db: deps.db, clock: () => at }, actor, where.ids, { parameters });
    }
  }
}

import type { VersionCloneResult } from "@atelier/domain/product/version.schema";
import { recordAudit } from "../../../audit/audit-recorder";
import { type Actor, writtenBy } from "../../../auth/actor";
import type { AppDeps } from "../../../deps";
import { copyRulesWithComponents } from "../component/component.service";
import { copyPackages } from "../package/package.service";
import { insertProductRow, productDtoOf } from "../product/product.service";
import { productAudit, versionAudit } from "../product-scope/product-audit";
import { lockVersion } from "../product-scope/product-scope.service";
import { toVersionDto, versionContentOf } from "./version.dto";
import { insertVersion, listStyleCodesStartingWith } from "./version.repo";

/** The longest style code and name of a product (`ProductFields` in the domain). */
const STYLE_CODE_MAX = 100;
const NAME_MAX = 256;
/** Room kept for the copy suffix: '-COPY-' and a counter of up to 7 digits. */
const SUFFIX_ROOM = 13;

/** `{name} Copy`, shortened to fit. */
export function copyName(name: string): string {
  return `${name.slice(0, NAME_MAX - " Copy".length)} Copy`;
}

/** The first free style code of '{styleCode}-COPY', '{styleCode}-COPY-2', ... (shortened to fit). */
export function copyStyleCode(styleCode: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "-COPY" : `-COPY-${n}`;
    const candidate = `${styleCode.slice(0, STYLE_CODE_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Clone Version + Packages: a new product in Development with every field of the source product, a new
 * style code and name, and one version (code 1, inactive) holding a copy of this version's content and
 * packages. Clone Version + Components (`components: true`) also copies the packages' live component
 * rules and their components (see docs/decisions/server-version-clone.md).
 */
export async function cloneProductVersion(
  deps: AppDeps,
  actor: Actor,
  productId: string,
  versionId: string,
  options: { components: boolean },
): Promise<VersionCloneResult> {
  const { companyId } = actor;
  return deps.db.transaction(async (tx) => {
    // The source's lock makes clones of one product take turns, so each finds the next free style code.
    const { product: source, version } = await lockVersion(tx, companyId, productId, versionId);
    const at = deps.clock();
    const { id: _id, companyId: _company, etag: _etag, createdAt: _created, ...fields } = source;
    const prefix = source.styleCode.slice(0, STYLE_CODE_MAX - SUFFIX_ROOM);
    const taken = new Set(await listStyleCodesStartingWith(tx, companyId, prefix));
    const product = await insertProductRow(tx, companyId, {
      ...fields,
      name: copyName(source.name),
      styleCode: copyStyleCode(source.styleCode, taken),
      productStatus: "Development",
      createdAt: at,
      updatedAt: at,
      updatedBy: writtenBy(actor),
    });
    const copy = await insertVersion(tx, companyId, product.id, {
      ...versionContentOf(version),
      code: 1,
      createdAt: at,
      updatedAt: at,
    });
    const packageIds = await copyPackages(tx, companyId, version.id, copy.id, at);
    if (options.components) {
      await copyRulesWithComponents(tx, companyId, {
        productId: product.id,
        versionId: copy.id,
        packageIds,
        at,
        by: writtenBy(actor),
      });
    }
    // The copy is recorded as two new resources; the source is unchanged and records nothing.
    await recordAudit(tx, actor, at, [
      productAudit({ action: "clone", before: null, after: await productDtoOf(tx, companyId, product) }),
      versionAudit({ action: "clone", before: null, after: toVersionDto(copy, product) }),
    ]);
    return { productId: product.id, versionId: copy.id };
  });
}

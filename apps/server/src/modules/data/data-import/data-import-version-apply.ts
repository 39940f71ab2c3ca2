import { randomUUID } from "node:crypto";
import { PlannedActivation, PlannedVersion } from "@atelier/domain/data/import/plan-version";
import type { Db } from "../../../db/client";
import type { DataImportItemRow, DataImportRow } from "../../../db/schema/data-imports";
import type { NewProductVersionRow, ProductVersionRow } from "../../../db/schema/product-versions";
import { copyRulesWithComponents } from "../../product/component/component.service";
import { packageContentOf } from "../../product/package/package.dto";
import { insertPackages } from "../../product/package/package.repo";
import { copyPackages, listLivePackages } from "../../product/package/package.service";
import { deactivateOtherVersions } from "../../product/version/version.repo";
import { activeVersionsOf } from "../../product/version/version.service";
import { toStoredContent } from "../../product/version/version-content";
import { markItemsApplied } from "./data-import.repo";
import type { ApplyState } from "./data-import-apply";
import { PRODUCT_KIND } from "./data-import-kinds";
import type { ActivatedBeforeRow, AddedBeforeRow } from "./data-import-version-undo";
import {
  highestVersionCodes,
  insertVersionRows,
  packageEtags,
  ruleDigests,
  setVersionsActive,
  touchProducts,
  versionEtags,
} from "./data-import-versions.repo";
import { forEachItem, newEtag, targetOf } from "./data-import-write";

interface Added {
  item: DataImportItemRow;
  id: string;
  plan: ReturnType<typeof PlannedVersion.parse>;
}

interface Activated {
  item: DataImportItemRow;
  id: string;
  plan: ReturnType<typeof PlannedActivation.parse>;
}

/** A planned version item, with the active version the dry run read for its product. */
interface Based {
  item: DataImportItemRow;
  plan: { productId: string; baseVersionId: string | null; baseEtag: string | null };
}

/** The dry run compared each version with the active version then: it must still be that one (or none). */
function staleCodes(planned: readonly Based[], active: ReadonlyMap<string, ProductVersionRow>, state: ApplyState) {
  return planned
    .filter(({ plan }) => {
      if (state.versioned.has(plan.productId)) return false;
      const now = active.get(plan.productId);
      return (now?.id ?? null) !== plan.baseVersionId || (now?.etag ?? null) !== plan.baseEtag;
    })
    .map(({ item }) => item.code);
}

/**
 * The new version's packages: the file's (each matched by name to a live package of the active version, whose
 * component rules it takes), or, when the export has none, copies of the active version's, as a branch makes.
 * Answers each package of the active version that has a copy, with the copy's id.
 */
async function writePackages(
  tx: Db,
  companyId: string,
  { id, plan }: Added,
  basePackages: readonly { id: string; name: string; versionId: string }[],
  at: Date,
): Promise<Map<string, string>> {
  if (plan.packages === null) {
    return plan.baseVersionId === null ? new Map() : copyPackages(tx, companyId, plan.baseVersionId, id, at);
  }
  const values = plan.packages.map((item, position) => ({
    ...packageContentOf({ ...item, archived: false }),
    id: randomUUID(),
    position,
    createdAt: at,
    updatedAt: at,
  }));
  await insertPackages(tx, companyId, id, values);
  const copies = new Map<string, string>();
  const taken = new Set<string>();
  for (const base of basePackages.filter((item) => item.versionId === plan.baseVersionId)) {
    const match = values.find((value) => value.name === base.name && !taken.has(value.id));
    if (!match) continue;
    taken.add(match.id);
    copies.set(base.id, match.id);
  }
  return copies;
}

/**
 * Adds the planned versions, a chunk at a time (docs/decisions/data-import-versions.md): each with the next free
 * code of its product, branched from the active version it was compared with, with its packages and their
 * rules; activated (the others deactivated, as Save & Activate does) when the file says active. Each item keeps
 * the etag its version was given, the versions it deactivated, its packages and a digest of its rules and
 * components, so undo can tell they are unchanged.
 */
export async function addVersions(tx: Db, feed: DataImportRow, state: ApplyState): Promise<void> {
  const { companyId } = feed;
  const at = state.stamp.updatedAt;
  await forEachItem(tx, feed.id, "version", { outcome: "added" }, async (items) => {
    const added: Added[] = items.map((item) => ({ item, id: targetOf(item), plan: PlannedVersion.parse(item.after) }));
    const productIds = [...new Set(added.map(({ plan }) => plan.productId))];
    // Locks the products, as a version save does, so activations take turns.
    await PRODUCT_KIND.findByIds(tx, companyId, productIds);
    const active = new Map((await activeVersionsOf(tx, companyId, productIds)).map((row) => [row.productId, row]));
    state.problems.push(...staleCodes(added, active, state));
    if (state.problems.length > 0) return;
    const codes = await highestVersionCodes(tx, companyId, productIds);
    const deactivated = new Map<string, { id: string; etag: string }[]>();
    const rows: NewProductVersionRow[] = [];
    const etags = new Map<string, string>();
    for (const entry of added) {
      const { productId, baseVersionId, fields } = entry.plan;
      // The file's number when above every number of the product, else the next free one.
      const code = Math.max((codes.get(productId) ?? 0) + 1, entry.plan.code ?? 0);
      codes.set(productId, code);
      if (entry.plan.active) {
        const off = await deactivateOtherVersions(tx, companyId, productId, entry.id, at);
        deactivated.set(
          entry.id,
          off.map((row) => ({ id: row.id, etag: row.etag })),
        );
      }
      const content = toStoredContent(fields);
      const etag = newEtag();
      etags.set(entry.id, etag);
      rows.push({
        ...content,
        id: entry.id,
        companyId,
        productId,
        code,
        active: entry.plan.active,
        parentVersionId: baseVersionId,
        etag,
        createdAt: at,
        updatedAt: at,
      });
      state.versioned.add(productId);
    }
    await insertVersionRows(tx, rows);
    const bases = added.flatMap(({ plan }) => (plan.baseVersionId === null ? [] : [plan.baseVersionId]));
    const basePackages = await listLivePackages(tx, companyId, [...new Set(bases)]);
    for (const entry of added) {
      const packageIds = await writePackages(tx, companyId, entry, basePackages, at);
      const target = {
        productId: entry.plan.productId,
        versionId: entry.id,
        packageIds,
        at,
        by: state.stamp.updatedBy,
      };
      await copyRulesWithComponents(tx, companyId, target);
    }
    const addedIds = added.map(({ id }) => id);
    const packages = await packageEtags(tx, companyId, addedIds);
    const rules = await ruleDigests(tx, companyId, addedIds);
    const marks = added.map(({ item, id }) => {
      const beforeRow: AddedBeforeRow = {
        deactivated: deactivated.get(id) ?? [],
        packages: packages.get(id) ?? [],
        rules: rules.get(id) ?? "",
      };
      return { index: item.index, beforeRow, appliedEtag: etags.get(id) ?? "" };
    });
    await touchProducts(tx, companyId, productIds, state.stamp);
    await markItemsApplied(tx, feed.id, marks);
    state.wrote(items.length);
  });
}

/**
 * Activates the existing versions the file marks active that the dry run found equal to theirs, a chunk at a
 * time, as Save & Activate does (the others deactivated). Refused, naming the style code, when the version or
 * the active version is no longer the one the dry run read. Each item keeps the etag its version was given and
 * the versions it deactivated, so undo can tell they are unchanged.
 */
export async function activateVersions(tx: Db, feed: DataImportRow, state: ApplyState): Promise<void> {
  const { companyId } = feed;
  const at = state.stamp.updatedAt;
  await forEachItem(tx, feed.id, "version", { outcome: "changed" }, async (items) => {
    const planned: Activated[] = items.map((item) => ({
      item,
      id: targetOf(item),
      plan: PlannedActivation.parse(item.after),
    }));
    const productIds = [...new Set(planned.map(({ plan }) => plan.productId))];
    await PRODUCT_KIND.findByIds(tx, companyId, productIds);
    const active = new Map((await activeVersionsOf(tx, companyId, productIds)).map((row) => [row.productId, row]));
    const etags = await versionEtags(
      tx,
      companyId,
      planned.map(({ id }) => id),
    );
    state.problems.push(...staleCodes(planned, active, state));
    state.problems.push(...planned.filter(({ id, plan }) => etags.get(id) !== plan.etag).map(({ item }) => item.code));
    if (state.problems.length > 0) return;
    const marks: { index: number; beforeRow: ActivatedBeforeRow; appliedEtag: string }[] = [];
    for (const { item, id, plan } of planned) {
      const off = await deactivateOtherVersions(tx, companyId, plan.productId, id, at);
      const appliedEtag = newEtag();
      await setVersionsActive(tx, companyId, [{ id, etag: plan.etag, newEtag: appliedEtag }], { active: true, at });
      const beforeRow: ActivatedBeforeRow = { deactivated: off.map((row) => ({ id: row.id, etag: row.etag })) };
      marks.push({ index: item.index, beforeRow, appliedEtag });
      state.versioned.add(plan.productId);
    }
    await touchProducts(tx, companyId, productIds, state.stamp);
    await markItemsApplied(tx, feed.id, marks);
    state.wrote(items.length);
  });
}

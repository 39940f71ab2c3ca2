import { randomUUID } from "node:crypto";
import type { DataImportRefusal } from "@atelier/domain/data/data-import.schema";
import type { ExportCandidate } from "@atelier/domain/data/import/import-candidate";
import type { PlannedItem } from "@atelier/domain/data/import/plan-item";
import {
  type CurrentVersion,
  type ImportedPackage,
  planVersion,
  readVersion,
  type VersionFieldValues,
  type VersionReading,
} from "@atelier/domain/data/import/plan-version";
import type { Db } from "../../../db/client";
import type { ProductVersionRow } from "../../../db/schema/product-versions";
import type { ModelState } from "../../../errors/app-error";
import { groupBy } from "../../catalogue/catalogue-entity/catalogue-item";
import { placementNames } from "../../catalogue/catalogue-entity/catalogue-lookup.service";
import { packageContentOf } from "../../product/package/package.dto";
import { listLivePackages } from "../../product/package/package.service";
import { codedRuleErrors } from "../../product/version/coded-rules";
import { versionContentOf } from "../../product/version/version.dto";
import { activeVersionsOf } from "../../product/version/version.service";
import { imageMappingErrors } from "../../product/version/version-content";
import { versionPlacementIds, versionReferenceErrors } from "../../product/version/version-references";
import { inactiveVersionsNamed } from "./data-import-versions.repo";

/** A planned product of the file, with the versions its entry carries. */
export interface PlannedProduct {
  candidate: ExportCandidate;
  planned: PlannedItem;
}

/** A package's importable fields, as the dry run compares them. */
export function importedPackageOf(row: Parameters<typeof packageContentOf>[0]): ImportedPackage {
  const { archived: _archived, ...fields } = packageContentOf(row);
  return fields;
}

/** The id here of a planned product that exists (one the import adds has no versions to compare with). */
const existingId = ({ item, targetId }: PlannedItem) =>
  item.outcome === "changed" || item.outcome === "unchanged" ? targetId : null;

/**
 * The versions here a chunk's file versions are compared with, by product id: each product's active version,
 * and its inactive versions named like one of its versions in the file (an equal version has the same name),
 * each with its live packages.
 */
async function currentVersions(
  db: Db,
  companyId: string,
  products: readonly PlannedProduct[],
  readings: readonly VersionReading[][],
) {
  const productIds: string[] = [];
  const named: { productId: string; name: string }[] = [];
  products.forEach(({ planned }, at) => {
    const productId = existingId(planned);
    if (productId === null) return;
    productIds.push(productId);
    for (const reading of readings[at] ?? []) {
      if (reading.ok) named.push({ productId, name: reading.version.fields.name });
    }
  });
  const rows = [
    ...(await activeVersionsOf(db, companyId, productIds)),
    ...(await inactiveVersionsNamed(db, companyId, named)),
  ];
  const packages = groupBy(
    await listLivePackages(
      db,
      companyId,
      rows.map((row) => row.id),
    ),
    (item) => item.versionId,
  );
  const current = (row: ProductVersionRow): CurrentVersion => ({
    id: row.id,
    etag: row.etag,
    fields: versionContentOf(row),
    packages: (packages.get(row.id) ?? []).map(importedPackageOf),
  });
  const active = new Map(rows.filter((row) => row.active).map((row) => [row.productId, current(row)]));
  const inactive = groupBy(
    rows.filter((row) => !row.active),
    (row) => row.productId,
  );
  return { active, inactive: new Map([...inactive].map(([id, list]) => [id, list.map(current)])) };
}

/** The version save's own checks (coded rules, placements, the image mapping's size), as refusals. */
function saveChecks(known: ReadonlySet<string>) {
  return (fields: VersionFieldValues): DataImportRefusal[] => {
    const modelState: ModelState = {
      ...codedRuleErrors(fields.rulesJson),
      ...versionReferenceErrors(fields, known),
      ...imageMappingErrors(fields),
    };
    return Object.entries(modelState).map(([field, messages]) => ({ field, reason: messages[0] ?? "" }));
  };
}

/**
 * Plans the versions of a chunk of planned products (docs/decisions/data-import-versions.md): each against its
 * product's active version and its inactive versions of the same name, read here with their packages; the placements the versions name are looked up once
 * for the chunk. `firstIndex` is the place among the file's versions of the chunk's first one.
 */
export async function planVersionsOf(
  db: Db,
  companyId: string,
  products: readonly PlannedProduct[],
  firstIndex: number,
): Promise<PlannedItem[]> {
  const withVersions = products.filter(({ candidate }) => candidate.versions.length > 0);
  if (withVersions.length === 0) return [];
  const readings = withVersions.map(({ candidate }) => candidate.versions.map(readVersion));
  const { active, inactive } = await currentVersions(db, companyId, withVersions, readings);
  const placementIds = readings
    .flat()
    .flatMap((reading) => (reading.ok ? versionPlacementIds(reading.version.fields) : []));
  const known = new Set((await placementNames(db, companyId, [...new Set(placementIds)])).keys());
  const check = saveChecks(known);
  let index = firstIndex;
  return withVersions.flatMap(({ candidate, planned }, at) => {
    let activeBefore: number | undefined;
    return (readings[at] ?? []).map((reading, position) => {
      const version = planVersion({ index: index++, code: candidate.code }, reading, {
        product: planned,
        active: planned.targetId === null ? undefined : active.get(planned.targetId),
        inactive: planned.targetId === null ? [] : (inactive.get(planned.targetId) ?? []),
        check,
        activeBefore,
        newId: randomUUID,
      });
      if (reading.ok && reading.version.active && activeBefore === undefined) activeBefore = position;
      return version;
    });
  });
}

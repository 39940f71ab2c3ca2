import { z } from "zod";
import { ComponentPackageInput } from "../../product/package.schema";
import { VersionFields } from "../../product/version.schema";
import type { DataImportChange, DataImportRefusal } from "../data-import.schema";
import { sameJson } from "./canonical-json";
import { isRecord } from "./import-candidate";
import { DATA_IMPORT_MESSAGES as M } from "./import-messages";
import { type PlannedItem, schemaRefusals } from "./plan-item";

export type VersionFieldValues = z.output<typeof VersionFields>;

/** A package's importable fields: ComponentPackageInput's but its identity (id, temporary id, etag). */
export const ImportedPackage = z
  .object(ComponentPackageInput.shape)
  .pick({ name: true, description: true, basePriceJson: true, packagePriceJson: true, customAttributesJson: true })
  .extend({ archived: z.boolean().default(false) });
export type ImportedPackage = Omit<z.output<typeof ImportedPackage>, "archived">;

/** An exported version: the version editor's fields with `active`, and its packages when the export has them. */
const VersionEntry = z.object({
  version: VersionFields.extend({
    active: z.boolean().default(false),
    code: z.number().int().min(1).nullable().default(null),
  }),
  componentPackages: z.array(ImportedPackage).max(500).optional(),
});

/** What apply reads back from an added version's `after` (see planVersion). */
export const PlannedVersion = z.object({
  /** The product here (matched, or added by the same import). */
  productId: z.string(),
  /** The active version the dry run compared with (its id and etag), none when the product had none. */
  baseVersionId: z.string().nullable(),
  baseEtag: z.string().nullable(),
  fields: VersionFields,
  active: z.boolean(),
  /** The file's packages, or null when the export has none (the new version keeps the active one's). */
  packages: z.array(ImportedPackage).nullable(),
  /** The version number the file gives it: kept when above every number of its product (docs/decisions/data-import-round-trip.md). */
  code: z.number().int().nullable().default(null),
});
export type PlannedVersion = z.input<typeof PlannedVersion>;

/** What apply reads back from the `after` of an existing inactive version the file activates (see planVersion). */
export const PlannedActivation = z.object({
  productId: z.string(),
  /** The active version the dry run read (its id and etag), none when the product had none. */
  baseVersionId: z.string().nullable(),
  baseEtag: z.string().nullable(),
  /** The etag of the version to activate when the dry run found it equal to the file's. */
  etag: z.string(),
});
export type PlannedActivation = z.input<typeof PlannedActivation>;

/** The importable fields of each version, in schema order: every other field of an export is the server's. */
export const VERSION_FIELDS: readonly string[] = Object.keys(VersionFields.shape);
const DEFAULTS: Record<string, unknown> = VersionFields.parse({});

/** A version of the file as it reads: its fields, whether it is active, its live packages (null when not exported). */
export interface ImportedVersion {
  fields: VersionFieldValues;
  active: boolean;
  packages: ImportedPackage[] | null;
  /** Its number in the exporting workspace (v{code}), when the file has one. */
  code: number | null;
}

export type VersionReading = { ok: true; version: ImportedVersion } | { ok: false; refusals: DataImportRefusal[] };

/** The version's own field names for a refusal: `name`, not `version.name`; packages keep `componentPackages.N`. */
const withoutVersionPrefix = (refusal: DataImportRefusal): DataImportRefusal => ({
  ...refusal,
  field: refusal.field.replace(/^version(\.|$)/, ""),
});

/** Reads one `{ version, componentPackages? }` entry of an exported product; archived packages are left out. */
export function readVersion(raw: unknown): VersionReading {
  if (!isRecord(raw) || !isRecord(raw.version)) return { ok: false, refusals: [{ field: "", reason: M.notAnObject }] };
  const parsed = VersionEntry.safeParse(raw);
  if (!parsed.success) return { ok: false, refusals: schemaRefusals(parsed.error).map(withoutVersionPrefix) };
  const { version, componentPackages } = parsed.data;
  const { active, code, ...fields } = version;
  const packages =
    componentPackages?.filter((item) => !item.archived).map(({ archived: _archived, ...item }) => item) ?? null;
  return { ok: true, version: { fields, active, packages, code } };
}

/** A version of a product here, as the dry run reads it. */
export interface CurrentVersion {
  id: string;
  etag: string;
  /** Its content as stored (the version editor's fields). */
  fields: Readonly<Record<string, unknown>>;
  /** Its live packages' importable fields, in screen order. */
  packages: readonly ImportedPackage[];
}

export interface VersionPlanContext {
  /** The plan of the version's product: a refused product refuses its versions; its target is the product here. */
  product: PlannedItem;
  /** The product's active version (none for a product the import adds, or one without an active version). */
  active: CurrentVersion | undefined;
  /** The product's inactive versions that may equal the file's (the server reads those of the same name). */
  inactive: readonly CurrentVersion[];
  /** The version save's own checks of the content (placements, coded rules, the image mapping), as refusals. */
  check: (fields: VersionFieldValues) => DataImportRefusal[];
  /** The place, among its product's versions in the file, of an earlier one that is active. */
  activeBefore: number | undefined;
  /** The id the version gets when added. */
  newId: () => string;
}

/** Placement names (`componentPlacement`) and temporary ids are the server's: never compared. */
function comparableItems(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((item) => {
    if (!isRecord(item)) return item;
    const { temporaryId: _temporary, ...rest } = item;
    const placements = Array.isArray(rest.componentPlacements) ? rest.componentPlacements : [];
    return {
      ...rest,
      componentPlacements: placements.map((p) => (isRecord(p) ? { ...p, componentPlacement: null } : p)),
    };
  });
}

const comparable = (field: string, value: unknown) =>
  field === "componentGroups" || field === "imageViews" ? comparableItems(value) : value;

/** Packages are matched by name: their order on the screen is not compared. */
const byName = (packages: readonly ImportedPackage[]) =>
  [...packages].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

/** The stored content read through the schema, so both sides hold the same defaults and shapes. */
function storedFields(current: CurrentVersion): Readonly<Record<string, unknown>> {
  const parsed = VersionFields.safeParse(current.fields);
  return parsed.success ? parsed.data : current.fields;
}

/**
 * The changed fields of a version against the active one (before = the active version's, after = the file's),
 * or, with no active version, the fields not at their default; then `componentPackages` when the file has
 * them, and `active` when it differs. `same` tells whether content and packages are the active version's.
 */
function versionChanges(
  version: ImportedVersion,
  active: CurrentVersion | undefined,
): { changes: DataImportChange[]; same: boolean } {
  const changes: DataImportChange[] = [];
  const before = active && storedFields(active);
  for (const field of VERSION_FIELDS) {
    const after = comparable(field, version.fields[field as keyof VersionFieldValues]);
    if (before === undefined) {
      if (!sameJson(after, comparable(field, DEFAULTS[field]))) changes.push({ field, before: null, after });
      continue;
    }
    const previous = comparable(field, before[field]);
    if (!sameJson(previous, after)) changes.push({ field, before: previous, after });
  }
  const packages = version.packages;
  if (packages !== null && (active ? !sameJson(byName(active.packages), byName(packages)) : packages.length > 0)) {
    changes.push({ field: "componentPackages", before: active ? active.packages : null, after: packages });
  }
  const same = active !== undefined && changes.length === 0;
  if (version.active !== (active !== undefined)) {
    changes.push({ field: "active", before: active === undefined ? null : true, after: version.active });
  }
  return { changes, same };
}

/** Whether the file's version holds the content and packages of a version here (whether active or not). */
const holdsSame = (version: ImportedVersion, current: CurrentVersion) => versionChanges(version, current).same;

/**
 * Plans one version of an exported product against its product's versions here (docs/exports.md "Reading a
 * file back", docs/decisions/data-import-versions.md): refused when its product is, when a field fails the
 * version editor's schema or the save's own checks, or when an earlier version of the product in the file is
 * active too; unchanged when its content and packages are the active version's, or an inactive version's and
 * the file does not mark it active; changed (activated, which `after` describes for apply) when the file marks
 * active a version equal to an inactive one; else added as a new version, which `after` describes for apply (the
 * product here, the active version it was compared with, the content, packages and whether to activate it).
 */
export function planVersion(
  candidate: { index: number; code: string },
  reading: VersionReading,
  context: VersionPlanContext,
): PlannedItem {
  const line = { index: candidate.index, kind: "version" as const, code: candidate.code };
  const refused = (refusals: DataImportRefusal[]): PlannedItem => ({
    item: { ...line, outcome: "refused", changes: [], refusals },
    targetId: null,
    after: null,
  });
  const { product, active } = context;
  if (product.item.outcome === "refused" || product.targetId === null) {
    return refused([{ field: "", reason: M.productRefused }]);
  }
  if (!reading.ok) return refused(reading.refusals);
  const { version } = reading;
  const refusals = context.check(version.fields);
  if (version.active && context.activeBefore !== undefined) {
    refusals.push({ field: "active", reason: M.secondActiveVersion(context.activeBefore) });
  }
  if (refusals.length > 0) return refused(refusals);
  const { changes, same } = versionChanges(version, active);
  const equal = same ? active : context.inactive.find((current) => holdsSame(version, current));
  if (equal && (equal === active || !version.active))
    return { item: { ...line, outcome: "unchanged", changes: [], refusals: [] }, targetId: equal.id, after: null };
  if (equal)
    return {
      item: { ...line, outcome: "changed", changes: [{ field: "active", before: false, after: true }], refusals: [] },
      targetId: equal.id,
      after: {
        productId: product.targetId,
        baseVersionId: active?.id ?? null,
        baseEtag: active?.etag ?? null,
        etag: equal.etag,
      } satisfies PlannedActivation,
    };
  return {
    item: { ...line, outcome: "added", changes, refusals: [] },
    targetId: context.newId(),
    after: {
      productId: product.targetId,
      baseVersionId: active?.id ?? null,
      baseEtag: active?.etag ?? null,
      fields: version.fields,
      active: version.active,
      packages: version.packages,
      code: version.code,
    } satisfies PlannedVersion,
  };
}

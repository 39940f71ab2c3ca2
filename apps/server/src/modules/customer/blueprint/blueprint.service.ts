import { ACTIVE_VERSION_CODE, type Blueprint, type BlueprintParams } from "@atelier/domain/customer/blueprint.schema";
import { prepareRuleEngine, type RuleEngine } from "@atelier/domain/rules/engine/rule-engine";
import type { Actor } from "../../../auth/actor";
import { RevisionCache, type Revisioned } from "../../../cache/revision-cache";
import { etagOf } from "../../../cache/serialised-list-cache";
import { MINUTE } from "../../../clock";
import type { Db } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { parseImageMapping } from "../../product/component/image-mapping";
import { productSettingsOf } from "../../product/product/product-settings";
import {
  findProductByStyleCode,
  findVersion,
  readAssetsRevision,
  readComponents,
  readMixinRules,
  readOptions,
  readPackages,
  readPlacements,
} from "./blueprint.repo";
import { applyAvailability, dateBucket } from "./blueprint-availability";
import { type CompiledVersion, compileBlueprint } from "./blueprint-compile";
import { type ServedAddress, ServedBlueprintIndex } from "./served-blueprint-index";

/**
 * Blueprints compiled once per catalogue revision and kept (docs/decisions/server-customer-blueprint-cache.md):
 * a compiled version per (company, product, version), and per (site, locale, date bucket) the blueprint with
 * availability applied and serialised, so a cached read is two map lookups and a send. Any write to the
 * company's catalogue raises its revision (database triggers, on every process), which retires both.
 */

/** The compiled versions kept, counted in components (100,000 components are about 100 MB). */
const COMPILED_MAX_COMPONENTS = 300_000;
/** The serialised blueprints kept, in bytes. */
const SERVED_MAX_BYTES = 256 * 1024 * 1024;
/** The answers the served index reaches directly (served-blueprint-index.ts), in count and in bytes. */
const INDEX_MAX_ENTRIES = 20_000;
const INDEX_MAX_BYTES = SERVED_MAX_BYTES / 2;

interface CompiledEntry extends Revisioned {
  compiled: CompiledVersion;
}

/** One blueprint as served: its bytes and ETag, the object, and its rule engine once one was asked for. */
export interface ServedBlueprint extends Revisioned {
  blueprint: Blueprint;
  body: Buffer;
  etag: string;
  engine: RuleEngine | null;
}

interface BlueprintCaches {
  compiled: RevisionCache<CompiledEntry>;
  served: RevisionCache<ServedBlueprint>;
  index: ServedBlueprintIndex<ServedBlueprint>;
}

const cachesByDb = new WeakMap<Db, BlueprintCaches>();

function cachesOf(db: Db): BlueprintCaches {
  let caches = cachesByDb.get(db);
  if (!caches) {
    caches = {
      compiled: new RevisionCache<CompiledEntry>(COMPILED_MAX_COMPONENTS, (entry) => entry.compiled.componentCount + 1),
      served: new RevisionCache<ServedBlueprint>(SERVED_MAX_BYTES, (entry) => entry.body.length),
      index: new ServedBlueprintIndex<ServedBlueprint>(INDEX_MAX_ENTRIES, INDEX_MAX_BYTES),
    };
    cachesByDb.set(db, caches);
  }
  return caches;
}

/** Empties this process's blueprint caches at once ('Reload all assets'); other processes follow the revision. */
export function dropBlueprintCaches(db: Db): void {
  cachesByDb.delete(db);
}

export interface BlueprintRequest {
  styleCode: string;
  /** A version code, or `_` for the active version. */
  versionCode: string | number;
  site?: string | undefined;
  locale?: string | undefined;
  /** ISO date and time; availability is judged at its minute. Now when omitted. */
  previewDate?: string | undefined;
}

/** Reads and compiles a version; the app's 404 when the product or the version does not exist for the company. */
async function compileFromDatabase(
  deps: Pick<AppDeps, "db" | "clock">,
  companyId: string,
  styleCode: string,
  code: number | null,
) {
  const { db } = deps;
  const product = await findProductByStyleCode(db, companyId, styleCode);
  if (!product) throw AppError.notFound();
  const version = await findVersion(db, companyId, product.id, code);
  if (!version) throw AppError.notFound();
  const settings = productSettingsOf(product);
  const placementIds = [
    ...new Set(
      version.componentGroups.flatMap((group) => group.componentPlacements.map((p) => p.componentPlacementId)),
    ),
  ];
  const mixinIds = settings.parentProducts.map((parent) => parent.parentProductId).filter((id) => id !== product.id);
  const [mixinRules, packages, components, options, placements, assetsRevision] = await Promise.all([
    readMixinRules(db, companyId, mixinIds),
    readPackages(db, companyId, version.id),
    readComponents(db, companyId, version.id),
    readOptions(db, companyId, version.id),
    readPlacements(db, companyId, placementIds),
    readAssetsRevision(db, companyId),
  ]);
  return compileBlueprint({
    product,
    settings,
    version,
    mixinRules,
    packages,
    components,
    options,
    placements,
    assetsRevision,
    imageMapping: parseImageMapping(version.imageMappingSource),
    compiledAt: deps.clock(),
  });
}

const versionKey = (code: string | number) => (code === ACTIVE_VERSION_CODE ? code : String(Number(code)));

/** The compiled version's key: company, style code and version (the active one, or a number). */
const compiledKeyOf = (companyId: string, request: BlueprintRequest) =>
  `${companyId}\n${request.styleCode}\n${versionKey(request.versionCode)}`;

/** The moment a request sees availability at: its preview date to the minute, else now. */
const previewOf = (request: BlueprintRequest) =>
  request.previewDate === undefined ? null : Math.floor(Date.parse(request.previewDate) / MINUTE) * MINUTE;

/**
 * The served blueprint's key: the compiled one's, the site, the locale, and the moment's stretch between
 * activeFrom dates (equal stretches serve equal bytes) or the preview minute.
 */
function servedKeyOf(compiledKey: string, compiled: CompiledVersion, request: BlueprintRequest, now: Date) {
  const preview = previewOf(request);
  const moment = preview === null ? `b${dateBucket(compiled, now.getTime())}` : `p${preview}`;
  return `${compiledKey}\n${request.site ?? ""}\n${request.locale ?? ""}\n${moment}`;
}

type ReadDeps = Pick<AppDeps, "db" | "clock" | "catalogueRevisions">;

/** The query of a blueprint read: site and locale ('' for none) and an optional preview date. */
export interface BlueprintAsked {
  site: string;
  locale: string;
  previewDate?: string | undefined;
}

/** Indexes a blueprint served for `at` (not a preview) for the rest of its date bucket. */
function rememberServed(
  caches: BlueprintCaches,
  companyId: string,
  address: ServedAddress,
  compiled: CompiledVersion,
  served: ServedBlueprint,
  at: number,
): void {
  const bucket = dateBucket(compiled, at);
  const from = compiled.thresholds[bucket - 1] ?? Number.NEGATIVE_INFINITY;
  const until = compiled.thresholds[bucket] ?? Number.POSITIVE_INFINITY;
  caches.index.remember(companyId, address, served, from, until, served.body.length);
}

/**
 * The blueprint as served when this process holds it at the company's known revision, found synchronously
 * (no promise): most reads. Without a preview date it is one index lookup on the request's own values;
 * otherwise two keyed cache lookups. Undefined when it must be read (readBlueprint).
 */
export function cachedBlueprint(deps: ReadDeps, companyId: string, params: BlueprintParams, asked: BlueprintAsked) {
  const revision = deps.catalogueRevisions.known(companyId);
  if (revision === undefined) return undefined;
  const caches = cachesOf(deps.db);
  const current = asked.previewDate === undefined;
  const now = deps.clock();
  const address = {
    styleCode: params.styleCode,
    versionCode: params.versionCode,
    site: asked.site,
    locale: asked.locale,
  };
  if (current) {
    const indexed = caches.index.find(companyId, address, revision, now.getTime());
    if (indexed) return indexed;
  }
  const request = { ...params, ...asked };
  const key = compiledKeyOf(companyId, request);
  const compiled = caches.compiled.get(key, revision)?.compiled;
  if (compiled === undefined) return undefined;
  const served = caches.served.get(servedKeyOf(key, compiled, request, now), revision);
  if (served && current) rememberServed(caches, companyId, address, compiled, served, now.getTime());
  return served;
}

/** The blueprint as served: from the caches while the company's catalogue revision holds, else compiled. */
export async function readBlueprint(
  deps: ReadDeps,
  companyId: string,
  request: BlueprintRequest,
): Promise<ServedBlueprint> {
  const caches = cachesOf(deps.db);
  const version = versionKey(request.versionCode);
  const key = compiledKeyOf(companyId, request);
  const revision = await deps.catalogueRevisions.current(companyId);
  const code = version === ACTIVE_VERSION_CODE ? null : Number(version);
  const { compiled } = await caches.compiled.getOrBuild(key, revision, async () => ({
    revision,
    compiled: await compileFromDatabase(deps, companyId, request.styleCode, code),
  }));
  const preview = previewOf(request);
  const now = deps.clock();
  const served = await caches.served.getOrBuild(servedKeyOf(key, compiled, request, now), revision, async () => {
    const at = preview === null ? now : new Date(preview);
    const blueprint = applyAvailability(compiled, request.site ?? "", request.locale ?? "", at);
    const body = Buffer.from(JSON.stringify(blueprint));
    return { revision, blueprint, body, etag: etagOf(body), engine: null };
  });
  if (preview === null) {
    const address = {
      styleCode: request.styleCode,
      versionCode: String(request.versionCode),
      site: request.site ?? "",
      locale: request.locale ?? "",
    };
    rememberServed(caches, companyId, address, compiled, served, now.getTime());
  }
  return served;
}

/** Whether a storefront key may read it: the active version of a product in Production, sold on its site and date. */
export function canStorefrontRead(blueprint: Blueprint): boolean {
  return blueprint.production && blueprint.product.unavailable === null;
}

/** A storefront reads only what canStorefrontRead allows: anything else is 404 to it, as if it did not exist. */
export function assertActorMayRead(actor: Actor, blueprint: Blueprint): void {
  if (actor.kind === "storefront" && !canStorefrontRead(blueprint)) throw AppError.notFound();
}

/** The rule engine of a served blueprint, prepared once and kept with it. */
export function engineOf(served: ServedBlueprint): RuleEngine {
  served.engine ??= prepareRuleEngine(served.blueprint);
  return served.engine;
}

/**
 * The compiled blueprint other modules (recipes) work on, with its ETag and prepared rule engine; the app's
 * 404 when the product or version does not exist for the company.
 */
export async function loadBlueprint(
  deps: Pick<AppDeps, "db" | "clock" | "catalogueRevisions">,
  companyId: string,
  request: BlueprintRequest,
): Promise<{ blueprint: Blueprint; etag: string; engine: RuleEngine }> {
  const served = await readBlueprint(deps, companyId, request);
  return { blueprint: served.blueprint, etag: served.etag, engine: engineOf(served) };
}

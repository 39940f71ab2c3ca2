import type {
  StorefrontKey,
  StorefrontKeyCreated,
  StorefrontKeyInput,
  StorefrontKeyUpdateInput,
} from "@atelier/domain/account/storefront-key.schema";
import type { AuditAction } from "@atelier/domain/shared/audit.schema";
import type { z } from "zod";
import { type AuditWrite, recordAudit } from "../../../audit/audit-recorder";
import type { Actor } from "../../../auth/actor";
import { newStorefrontKey, STOREFRONT_KEY_HINT_LENGTH, sha256Hex } from "../../../auth/tokens";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { assertEtag, requireFound, requireWritten } from "../../../errors/guards";
import { toStorefrontKeyCreatedDto, toStorefrontKeyDto } from "./storefront-key.dto";
import {
  deleteStorefrontKey,
  findStorefrontKey,
  insertStorefrontKey,
  listStorefrontKeys,
  updateStorefrontKey,
} from "./storefront-key.repo";

type Deps = Pick<AppDeps, "db" | "clock">;

/** The key as the trail shows it: without `lastUsed`, which changes with use and is no one's write. */
function audited(key: StorefrontKey | null) {
  if (!key) return null;
  const { lastUsed: _lastUsed, ...shown } = key;
  return shown;
}

/** A write to a key, at `company/{companyId}/storefrontkey/{id}`: its DTO holds neither the key nor its hash. */
function storefrontKeyWrite(
  companyId: string,
  action: AuditAction,
  before: StorefrontKey | null,
  after: StorefrontKey | null,
): AuditWrite {
  const key = after ?? before;
  if (!key) throw new Error("a storefront key write needs the key before or after it");
  return {
    resourceType: "storefrontkey",
    resourceId: key.storefrontKeyId,
    resourcePath: `company/${companyId}/storefrontkey/${key.storefrontKeyId}`,
    resourceLabel: key.name,
    action,
    before: audited(before),
    after: audited(after),
  };
}

/** The company's keys by name (without regard to case), then oldest first. */
export async function listCompanyStorefrontKeys({ db }: Pick<AppDeps, "db">, actor: Actor): Promise<StorefrontKey[]> {
  const rows = await listStorefrontKeys(db, actor.companyId);
  return rows.map(toStorefrontKeyDto).sort((a, b) => a.name.localeCompare(b.name));
}

/** The company's key `storefrontKeyId`, or 404 (its history is read after it). */
export async function requireStorefrontKey(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  storefrontKeyId: string,
): Promise<StorefrontKey> {
  return toStorefrontKeyDto(requireFound(await findStorefrontKey(db, actor.companyId, storefrontKeyId)));
}

/** Makes a key with `input`'s name and origins; the key is answered this once, and only its SHA-256 kept. */
export async function createStorefrontKey(
  { db, clock }: Deps,
  actor: Actor,
  input: z.output<typeof StorefrontKeyInput>,
): Promise<StorefrontKeyCreated> {
  const key = newStorefrontKey();
  return db.transaction(async (tx) => {
    const row = await insertStorefrontKey(tx, actor.companyId, {
      name: input.name,
      allowedOrigins: unique(input.allowedOrigins),
      keyHash: sha256Hex(key),
      keyHint: key.slice(0, STOREFRONT_KEY_HINT_LENGTH),
    });
    const after = toStorefrontKeyDto(row);
    await recordAudit(tx, actor, clock(), storefrontKeyWrite(actor.companyId, "create", null, after));
    return toStorefrontKeyCreatedDto(row, key);
  });
}

/** Renames a key or changes its origins, read with `etag`; calls with the key follow from the next request. */
export async function changeStorefrontKey(
  { db, clock }: Deps,
  actor: Actor,
  storefrontKeyId: string,
  input: z.output<typeof StorefrontKeyUpdateInput>,
): Promise<StorefrontKey> {
  return db.transaction(async (tx) => {
    const current = requireFound(await findStorefrontKey(tx, actor.companyId, storefrontKeyId));
    assertEtag(current, input.etag);
    const values = { name: input.name, allowedOrigins: unique(input.allowedOrigins) };
    const row = await updateStorefrontKey(tx, actor.companyId, storefrontKeyId, input.etag, values);
    const after = toStorefrontKeyDto(requireWritten(row));
    const before = toStorefrontKeyDto(current);
    await recordAudit(tx, actor, clock(), storefrontKeyWrite(actor.companyId, "update", before, after));
    return after;
  });
}

/** Revokes (removes) a key read with `etag`: it is refused from the next request on. */
export async function removeStorefrontKey(
  { db, clock }: Deps,
  actor: Actor,
  storefrontKeyId: string,
  etag: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = requireFound(await findStorefrontKey(tx, actor.companyId, storefrontKeyId));
    assertEtag(current, etag);
    if (!(await deleteStorefrontKey(tx, actor.companyId, storefrontKeyId, etag))) throw AppError.staleEtag();
    const before = toStorefrontKeyDto(current);
    await recordAudit(tx, actor, clock(), storefrontKeyWrite(actor.companyId, "delete", before, null));
  });
}

/** The origins once each, in the order given (an origin typed twice is kept once). */
function unique(origins: readonly string[]): string[] {
  return [...new Set(origins)];
}

import type { InferSelectModel } from "drizzle-orm";
import { recordAudit } from "../../../audit/audit-recorder";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { type AppError, assertNoFieldErrors, type ModelState } from "../../../errors/app-error";
import { keepingUnique } from "../../../errors/database-errors";
import { assertEtag, requireWritten } from "../../../errors/guards";
import { type CatalogueAuditNames, catalogueAuditWrite } from "./catalogue-audit";
import type { CatalogueStore, CatalogueTable, CatalogueValues } from "./catalogue-entity.repo";
import type { CatalogueDeps } from "./catalogue-entity.service";
import { findOrNotFound, inRequestedOrder } from "./catalogue-item";

/**
 * A catalogue resource whose items refer to other items through a table of links (a type's definitions,
 * a placement's types): the links are written with the item in one transaction and named on read.
 */
export interface LinkedResource<T extends CatalogueTable, Fields, Dto> {
  store: CatalogueStore<T>;
  /** The value unique among the company's live items (a name or a code), of fields and of a row. */
  unique: { ofFields(fields: Fields): string; ofRow(row: InferSelectModel<T>): string; taken(): AppError };
  /** What the item's own row holds. */
  columnsOf(fields: Fields): CatalogueValues<T>;
  /** Field messages for references to items that are not live items of the company, or repeated. */
  checkReferences(db: Db, companyId: string, fields: Fields): Promise<ModelState>;
  replaceLinks(tx: Db, companyId: string, id: string, fields: Fields): Promise<void>;
  /** The DTOs of rows, their links read together. */
  toDtos(db: Db, companyId: string, rows: readonly InferSelectModel<T>[]): Promise<Dto[]>;
  /** How its writes are named in the audit trail. */
  audit: CatalogueAuditNames<Dto>;
}

/**
 * List, get, add, update, archive and export of a linked resource (docs/decisions/server-catalogue-types-placements-links.md).
 * Each write records its audit entry in its transaction, the item (with its links) before the write read in it.
 */
export function linkedCatalogueService<T extends CatalogueTable, Fields, Dto>(
  resource: LinkedResource<T, Fields, Dto>,
) {
  const { store, unique } = resource;

  async function toDto(db: Db, companyId: string, row: InferSelectModel<T>): Promise<Dto> {
    const [dto] = await resource.toDtos(db, companyId, [row]);
    if (dto === undefined) throw new Error("no DTO for the row");
    return dto;
  }

  /** 400 for wrong references, then 409 for a unique value another live item holds. */
  async function checkFields(db: Db, companyId: string, fields: Fields, id: string | null): Promise<void> {
    assertNoFieldErrors(await resource.checkReferences(db, companyId, fields));
    const holders = await store.findByUnique(db, companyId, [unique.ofFields(fields)]);
    if (holders.some((holder) => holder.id !== id)) throw unique.taken();
  }

  return {
    async list({ db }: Pick<AppDeps, "db">, actor: Actor): Promise<Dto[]> {
      return resource.toDtos(db, actor.companyId, await store.list(db, actor.companyId));
    },

    async get({ db }: Pick<AppDeps, "db">, actor: Actor, id: string): Promise<Dto> {
      return toDto(db, actor.companyId, await findOrNotFound(store, db, actor.companyId, id));
    },

    async create({ db, clock }: CatalogueDeps, actor: Actor, fields: Fields): Promise<Dto> {
      await checkFields(db, actor.companyId, fields, null);
      return keepingUnique(
        () =>
          db.transaction(async (tx) => {
            const now = clock();
            const inserted = await store.insert(tx, actor.companyId, resource.columnsOf(fields), now);
            // Every catalogue row has a text id (catalogueEntityColumns); the generic row type cannot say so.
            const id = (inserted as { id: string }).id;
            await resource.replaceLinks(tx, actor.companyId, id, fields);
            const after = await toDto(tx, actor.companyId, inserted);
            await recordAudit(tx, actor, now, catalogueAuditWrite(resource.audit, id, "create", null, after));
            return after;
          }),
        unique.taken,
      );
    },

    /** Writes every field and the links if the etag is still current: 404, then 412, then 400, then 409. */
    async update({ db, clock }: CatalogueDeps, actor: Actor, id: string, etag: string, fields: Fields): Promise<Dto> {
      assertEtag(await findOrNotFound(store, db, actor.companyId, id), etag);
      await checkFields(db, actor.companyId, fields, id);
      return keepingUnique(
        () =>
          db.transaction(async (tx) => {
            const current = await findOrNotFound(store, tx, actor.companyId, id);
            assertEtag(current, etag);
            const before = await toDto(tx, actor.companyId, current);
            const now = clock();
            const updated = await store.updateIfCurrent(tx, actor.companyId, id, etag, resource.columnsOf(fields), now);
            const written = requireWritten(updated);
            await resource.replaceLinks(tx, actor.companyId, id, fields);
            const after = await toDto(tx, actor.companyId, written);
            await recordAudit(tx, actor, now, catalogueAuditWrite(resource.audit, id, "update", before, after));
            return after;
          }),
        unique.taken,
      );
    },

    /** Archives a live item read with `etag`: it leaves lists, gets and uniqueness; its links stay. */
    async archive({ db, clock }: CatalogueDeps, actor: Actor, id: string, etag: string): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await findOrNotFound(store, tx, actor.companyId, id);
        assertEtag(current, etag);
        const before = await toDto(tx, actor.companyId, current);
        const now = clock();
        requireWritten(await store.archiveIfCurrent(tx, actor.companyId, id, etag, now));
        await recordAudit(tx, actor, now, catalogueAuditWrite(resource.audit, id, "archive", before, null));
      });
    },

    /** The live items holding `values`, in the order asked, each once; an unknown value answers 404. */
    async exportByUnique({ db }: Pick<AppDeps, "db">, actor: Actor, values: readonly string[]): Promise<Dto[]> {
      const rows = await store.findByUnique(db, actor.companyId, values);
      return resource.toDtos(db, actor.companyId, inRequestedOrder(values, rows, unique.ofRow));
    },
  };
}

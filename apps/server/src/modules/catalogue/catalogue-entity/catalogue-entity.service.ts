import type { InferSelectModel } from "drizzle-orm";
import { recordAudit } from "../../../audit/audit-recorder";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { keepingUnique } from "../../../errors/database-errors";
import { assertEtag, requireFound, requireWritten } from "../../../errors/guards";
import { type CatalogueAuditNames, catalogueAuditWrite } from "./catalogue-audit";
import type { CatalogueStore, CatalogueTable, CatalogueValues } from "./catalogue-entity.repo";
import { type CatalogueRowStamp, findOrNotFound as findLiveItem } from "./catalogue-item";

/** What a catalogue write needs besides the caller: the database and the time. */
export type CatalogueDeps = Pick<AppDeps, "db" | "clock">;

/** One catalogue resource: its table's queries, its unique field and its answer. */
export interface CatalogueResource<T extends CatalogueTable, Fields extends CatalogueValues<T>, Dto> {
  store: CatalogueStore<T>;
  /** The field unique per company among live items, and the 409 message put on it. */
  unique: { field: keyof Fields & string; taken: string };
  toDto(row: InferSelectModel<T>): Dto;
  /** How its writes are named in the audit trail. */
  audit: CatalogueAuditNames<Dto>;
}

/**
 * The rules every catalogue resource shares: reads see live items of the caller's company only (another
 * company's id, a missing one and an archived one all answer 404); writes check the etag in the statement
 * that writes (docs/decisions/server-catalogue-writes.md). Each write records its audit entry in its own
 * transaction, the item before the write read in it.
 */
export function catalogueService<T extends CatalogueTable, Fields extends CatalogueValues<T>, Dto>(
  resource: CatalogueResource<T, Fields, Dto>,
) {
  const { store, unique, toDto } = resource;
  const taken = () => AppError.conflict(unique.taken, unique.field);
  // Every catalogue row has a text id (catalogueEntityColumns); the generic row type cannot say so.
  const idOf = (row: InferSelectModel<T>) => (row as CatalogueRowStamp).id;

  function findOrNotFound(db: Db, companyId: string, id: string) {
    return findLiveItem(store, db, companyId, id);
  }

  /** Answers 409 for a unique value another live item holds (a race is answered the same by keepingUnique). */
  async function assertUniqueFree(db: Db, companyId: string, fields: Fields, id: string | null): Promise<void> {
    const holders = await store.findByUnique(db, companyId, [String(fields[unique.field])]);
    if (holders.some((holder) => holder.id !== id)) throw taken();
  }

  return {
    async list({ db }: Pick<AppDeps, "db">, actor: Actor): Promise<Dto[]> {
      return (await store.list(db, actor.companyId)).map(toDto);
    },

    async get({ db }: Pick<AppDeps, "db">, actor: Actor, id: string): Promise<Dto> {
      return toDto(await findOrNotFound(db, actor.companyId, id));
    },

    async create({ db, clock }: CatalogueDeps, actor: Actor, fields: Fields): Promise<Dto> {
      return keepingUnique(
        () =>
          db.transaction(async (tx) => {
            await assertUniqueFree(tx, actor.companyId, fields, null);
            const now = clock();
            const row = await store.insert(tx, actor.companyId, fields, now);
            const dto = toDto(row);
            await recordAudit(tx, actor, now, catalogueAuditWrite(resource.audit, idOf(row), "create", null, dto));
            return dto;
          }),
        taken,
      );
    },

    /** Writes every field if the etag is still current; 404, then 412, then 409. */
    async update(
      { db, clock }: CatalogueDeps,
      actor: Actor,
      id: string,
      input: Fields & { etag: string },
    ): Promise<Dto> {
      // The fields are written as they are: the new etag the store sets replaces the one read here.
      const { etag } = input;
      return keepingUnique(
        () =>
          db.transaction(async (tx) => {
            const current = await findOrNotFound(tx, actor.companyId, id);
            assertEtag(current, etag);
            await assertUniqueFree(tx, actor.companyId, input, id);
            const now = clock();
            const row = requireWritten(await store.updateIfCurrent(tx, actor.companyId, id, etag, input, now));
            const after = toDto(row);
            await recordAudit(tx, actor, now, catalogueAuditWrite(resource.audit, id, "update", toDto(current), after));
            return after;
          }),
        taken,
      );
    },

    /** Archives a live item with its current etag: it leaves lists, gets and uniqueness. */
    async archive({ db, clock }: CatalogueDeps, actor: Actor, id: string, etag: string): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await findOrNotFound(tx, actor.companyId, id);
        assertEtag(current, etag);
        const now = clock();
        requireWritten(await store.archiveIfCurrent(tx, actor.companyId, id, etag, now));
        await recordAudit(tx, actor, now, catalogueAuditWrite(resource.audit, id, "archive", toDto(current), null));
      });
    },

    /** The live items holding `values` of the unique field, in the order asked, each once; any unknown one is a 404. */
    async exportByUnique({ db }: Pick<AppDeps, "db">, actor: Actor, values: readonly string[]): Promise<Dto[]> {
      const asked = [...new Set(values)];
      const rows = await store.findByUnique(db, actor.companyId, asked);
      const byValue = new Map(rows.map((row) => [String(row[unique.field as keyof typeof row]), row]));
      return asked.map((value) => toDto(requireFound(byValue.get(value))));
    },
  };
}

export type CatalogueService<T extends CatalogueTable, Fields extends CatalogueValues<T>, Dto> = ReturnType<
  typeof catalogueService<T, Fields, Dto>
>;

import type { InferSelectModel } from "drizzle-orm";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { keepingUnique } from "../../../errors/database-errors";
import { assertEtag, requireFound, requireWritten } from "../../../errors/guards";
import type { CatalogueStore, CatalogueTable, CatalogueValues } from "./catalogue-entity.repo";
import { findOrNotFound as findLiveItem } from "./catalogue-item";

/** What a catalogue write needs besides the caller: the database and the time. */
export type CatalogueDeps = Pick<AppDeps, "db" | "clock">;

/** One catalogue resource: its table's queries, its unique field and its answer. */
export interface CatalogueResource<T extends CatalogueTable, Fields extends CatalogueValues<T>, Dto> {
  store: CatalogueStore<T>;
  /** The field unique per company among live items, and the 409 message put on it. */
  unique: { field: keyof Fields & string; taken: string };
  toDto(row: InferSelectModel<T>): Dto;
}

/**
 * The rules every catalogue resource shares: reads see live items of the caller's company only (another
 * company's id, a missing one and an archived one all answer 404); writes check the etag in the statement
 * that writes (docs/decisions/server-catalogue-writes.md).
 */
export function catalogueService<T extends CatalogueTable, Fields extends CatalogueValues<T>, Dto>(
  resource: CatalogueResource<T, Fields, Dto>,
) {
  const { store, unique, toDto } = resource;
  const taken = () => AppError.conflict(unique.taken, unique.field);

  function findOrNotFound(db: Db, companyId: string, id: string) {
    return findLiveItem(store, db, companyId, id);
  }

  /** Answers 409 for a unique value another live item holds, before the write and (for a race) from it. */
  async function checkingUnique<R>(
    db: Db,
    companyId: string,
    fields: Fields,
    id: string | null,
    write: () => Promise<R>,
  ) {
    const value = String(fields[unique.field]);
    const holders = await store.findByUnique(db, companyId, [value]);
    if (holders.some((holder) => holder.id !== id)) throw taken();
    return keepingUnique(write, taken);
  }

  return {
    async list({ db }: Pick<AppDeps, "db">, actor: Actor): Promise<Dto[]> {
      return (await store.list(db, actor.companyId)).map(toDto);
    },

    async get({ db }: Pick<AppDeps, "db">, actor: Actor, id: string): Promise<Dto> {
      return toDto(await findOrNotFound(db, actor.companyId, id));
    },

    async create({ db, clock }: CatalogueDeps, actor: Actor, fields: Fields): Promise<Dto> {
      const row = await checkingUnique(db, actor.companyId, fields, null, () =>
        store.insert(db, actor.companyId, fields, clock()),
      );
      return toDto(row);
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
      const current = await findOrNotFound(db, actor.companyId, id);
      assertEtag(current, etag);
      const row = await checkingUnique(db, actor.companyId, input, id, () =>
        store.updateIfCurrent(db, actor.companyId, id, etag, input, clock()),
      );
      return toDto(requireWritten(row));
    },

    /** Archives a live item with its current etag: it leaves lists, gets and uniqueness. */
    async archive({ db, clock }: CatalogueDeps, actor: Actor, id: string, etag: string): Promise<void> {
      assertEtag(await findOrNotFound(db, actor.companyId, id), etag);
      requireWritten(await store.archiveIfCurrent(db, actor.companyId, id, etag, clock()));
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

import { MESSAGES } from "@atelier/domain/shared/messages";
import type { InferSelectModel } from "drizzle-orm";
import type { Actor } from "../../../auth/actor";
import type { Clock } from "../../../clock";
import type { Db } from "../../../db/client";
import { AppError } from "../../../http/app-error";
import { postgresCode } from "../../../http/error-handler";
import type { CatalogueStore, CatalogueTable, CatalogueValues } from "./catalogue-entity.repo";

/** What a write needs: the database, the time, and who writes. */
export interface CatalogueWriter {
  db: Db;
  clock: Clock;
  actor: Actor;
}

/** One catalogue resource: its table's queries, its unique field and its answer. */
export interface CatalogueResource<T extends CatalogueTable, Fields extends CatalogueValues<T>, Dto> {
  store: CatalogueStore<T>;
  /** The field unique per company among live items, and the 409 message put on it. */
  unique: { field: keyof Fields & string; taken: string };
  toDto(row: InferSelectModel<T>): Dto;
}

const UNIQUE_VIOLATION = "23505";
const staleEtag = () => new AppError(412, MESSAGES.staleEtag);

/**
 * The rules every catalogue resource shares: reads see live items of the caller's company only (another
 * company's id, a missing one and an archived one all answer 404); writes check the etag in the statement
 * that writes (docs/decisions/server-catalogue-writes.md).
 */
export function catalogueService<T extends CatalogueTable, Fields extends CatalogueValues<T>, Dto>(
  resource: CatalogueResource<T, Fields, Dto>,
) {
  const { store, unique, toDto } = resource;
  const taken = () => AppError.field(unique.field, unique.taken, 409);

  async function findOrNotFound(db: Db, companyId: string, id: string) {
    const row = await store.find(db, companyId, id);
    if (!row) throw AppError.notFound();
    return row;
  }

  /** Answers 409 for a unique value another live item holds, before the write and (for a race) from it. */
  async function keepingUnique<R>(
    db: Db,
    companyId: string,
    fields: Fields,
    id: string | null,
    write: () => Promise<R>,
  ) {
    const value = String(fields[unique.field]);
    const holders = await store.findByUnique(db, companyId, [value]);
    if (holders.some((holder) => holder.id !== id)) throw taken();
    try {
      return await write();
    } catch (error) {
      if (postgresCode(error) === UNIQUE_VIOLATION) throw taken();
      throw error;
    }
  }

  return {
    async list(db: Db, companyId: string): Promise<Dto[]> {
      return (await store.list(db, companyId)).map(toDto);
    },

    async get(db: Db, companyId: string, id: string): Promise<Dto> {
      return toDto(await findOrNotFound(db, companyId, id));
    },

    async create({ db, clock, actor }: CatalogueWriter, fields: Fields): Promise<Dto> {
      const row = await keepingUnique(db, actor.companyId, fields, null, () =>
        store.insert(db, actor.companyId, fields, clock()),
      );
      return toDto(row);
    },

    /** Writes every field if the etag is still current; 404, then 412, then 409. */
    async update({ db, clock, actor }: CatalogueWriter, id: string, input: Fields & { etag: string }): Promise<Dto> {
      // The fields are written as they are: the new etag the store sets replaces the one read here.
      const { etag } = input;
      const current = await findOrNotFound(db, actor.companyId, id);
      if (current.etag !== etag) throw staleEtag();
      const row = await keepingUnique(db, actor.companyId, input, id, () =>
        store.updateIfCurrent(db, actor.companyId, id, etag, input, clock()),
      );
      if (!row) throw staleEtag();
      return toDto(row);
    },

    /** Archives a live item with its current etag: it leaves lists, gets and uniqueness. */
    async archive({ db, clock, actor }: CatalogueWriter, id: string, etag: string): Promise<void> {
      const current = await findOrNotFound(db, actor.companyId, id);
      if (current.etag !== etag) throw staleEtag();
      const row = await store.archiveIfCurrent(db, actor.companyId, id, etag, clock());
      if (!row) throw staleEtag();
    },

    /** The live items holding `values` of the unique field, in the order asked, each once; any unknown one is a 404. */
    async exportByUnique(db: Db, companyId: string, values: readonly string[]): Promise<Dto[]> {
      const asked = [...new Set(values)];
      const rows = await store.findByUnique(db, companyId, asked);
      const byValue = new Map(rows.map((row) => [String(row[unique.field as keyof typeof row]), row]));
      return asked.map((value) => {
        const row = byValue.get(value);
        if (!row) throw AppError.notFound();
        return toDto(row);
      });
    },
  };
}

export type CatalogueService<T extends CatalogueTable, Fields extends CatalogueValues<T>, Dto> = ReturnType<
  typeof catalogueService<T, Fields, Dto>
>;

import { randomUUID } from "node:crypto";
import type { Db } from "../../../db/client";
import { JobFailure } from "../../../jobs/job-queue";
import type { IdMap } from "./id-remap";
import { deleteCompanyRows, insertCopies, listRowIds, readRows, setSelfReferences } from "./workspace-copy.repo";
import { COPY_MESSAGES } from "./workspace-copy-messages";
import { COPY_PLAN, type CopyStep } from "./workspace-copy-plan.repo";

/** Rows per read and per INSERT statement. */
const BATCH = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const all: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) all.push(items.slice(start, start + BATCH));
  return all;
}

export interface CatalogueCopy {
  source: string;
  target: string;
  /** Checked before every statement: the copy stops (and its transaction rolls back) once aborted. */
  signal: AbortSignal;
  /** Told once a table is copied, with how many rows. */
  copied(step: CopyStep, count: number): void;
}

/** Runs `work`; a failure becomes a JobFailure with `message` (plain words, never the database's). */
async function failAs<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new JobFailure(message, { cause: error });
  }
}

/** Copies the source's rows of one table (`sourceIds`: its ids, read in batches), and answers how many. */
async function copyTable(tx: Db, step: CopyStep, sourceIds: readonly string[], ids: IdMap, copy: CatalogueCopy) {
  const message = COPY_MESSAGES.couldNotCopy(step.label.many);
  const target = { companyId: copy.target, ids };
  const references: { id: string; ref: string }[] = [];
  let count = 0;
  // Without ids (a link table, or no rows) the table is read whole.
  const batches = sourceIds.length > 0 ? chunks(sourceIds) : [undefined];
  for (const batch of batches) {
    copy.signal.throwIfAborted();
    const rows = await failAs(message, () => readRows(tx, step.table, copy.source, batch));
    for (const part of chunks(rows)) {
      copy.signal.throwIfAborted();
      references.push(...(await failAs(message, () => insertCopies(tx, step, part, target))));
    }
    count += rows.length;
  }
  await failAs(message, () => setSelfReferences(tx, step, copy.target, references));
  return count;
}

/**
 * Replaces the target company's catalogue and products with a copy of the source's, inside `tx`: the
 * target's rows are removed (children first), every source row gets a new id, and the rows are inserted
 * table by table (parents first) with every reference moved to the new ids.
 */
export async function copyCatalogue(tx: Db, copy: CatalogueCopy): Promise<void> {
  for (const step of [...COPY_PLAN].reverse()) {
    copy.signal.throwIfAborted();
    await failAs(COPY_MESSAGES.couldNotRemove(step.label.many), () => deleteCompanyRows(tx, step.table, copy.target));
  }
  const ids = new Map<string, string>();
  const sourceIds = new Map<CopyStep, string[]>();
  for (const step of COPY_PLAN) {
    const found = await failAs(COPY_MESSAGES.couldNotRead(step.label.many), () =>
      listRowIds(tx, step.table, copy.source),
    );
    for (const id of found) ids.set(id, randomUUID());
    sourceIds.set(step, found);
  }
  for (const step of COPY_PLAN) copy.copied(step, await copyTable(tx, step, sourceIds.get(step) ?? [], ids, copy));
}

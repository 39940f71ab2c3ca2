import { randomUUID } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Db } from "../../../db/client";
import { JobFailure } from "../../../jobs/job-queue";
import type { IdMap } from "./id-remap";
import { deleteCompanyRows, insertCopies, listRowIds, readRows, setSelfReferences } from "./workspace-copy.repo";
import { COPY_MESSAGES, failedCopy } from "./workspace-copy-messages";
import { COPY_PLAN, type CopyStep } from "./workspace-copy-plan.repo";

/**
 * Rows per read, per INSERT and per DELETE statement. Each statement commits on its own, so that no
 * statement holds the (single, on PGlite) connection long (docs/decisions/server-workspace-copy-in-parts.md).
 */
const BATCH = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const all: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) all.push(items.slice(start, start + BATCH));
  return all;
}

export interface CatalogueCopy {
  source: string;
  target: string;
  /** Checked before every statement: the copy stops there once aborted. */
  signal: AbortSignal;
  /** Set once the target holds a change: from then on a failure leaves part of the copy. */
  state: { changed: boolean };
  /** Told once a table is copied, with how many rows. */
  copied(step: CopyStep, count: number): Promise<void>;
  /** Told after each batch: rows copied so far, of how many. */
  progress(done: number, total: number): Promise<void>;
}

/**
 * Before each statement: stops once aborted, and lets the event loop turn. PGlite answers from this very
 * process without I/O, so a loop of its statements would otherwise hold the event loop (requests, timers)
 * until the whole copy ends, transaction or not.
 */
async function nextStep(copy: CatalogueCopy): Promise<void> {
  copy.signal.throwIfAborted();
  await nextTurn();
}

/** Runs `work`; a failure becomes a JobFailure with `message` and what it left (plain words, never the database's). */
async function failAs<T>(copy: CatalogueCopy, message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new JobFailure(failedCopy(message, copy.state.changed), { cause: error });
  }
}

/** Removes the target's rows of one table, a batch per statement. */
async function clearTable(db: Db, step: CopyStep, copy: CatalogueCopy): Promise<void> {
  const message = COPY_MESSAGES.couldNotRemove(step.label.many);
  for (;;) {
    await nextStep(copy);
    const removed = await failAs(copy, message, () => deleteCompanyRows(db, step.table, copy.target, BATCH));
    if (removed > 0) copy.state.changed = true;
    if (removed < BATCH) return;
  }
}

/** Copies the source's rows of one table (`sourceIds`: its ids, read in batches), and answers how many. */
async function copyTable(
  db: Db,
  step: CopyStep,
  sourceIds: readonly string[],
  ids: IdMap,
  copy: CatalogueCopy,
  done: { rows: number; total: number },
) {
  const message = COPY_MESSAGES.couldNotCopy(step.label.many);
  const target = { companyId: copy.target, ids };
  const references: { id: string; ref: string }[] = [];
  let count = 0;
  // Without ids (a link table, or no rows) the table is read whole.
  const batches = sourceIds.length > 0 ? chunks(sourceIds) : [undefined];
  for (const batch of batches) {
    await nextStep(copy);
    const rows = await failAs(copy, message, () => readRows(db, step.table, copy.source, batch));
    for (const part of chunks(rows)) {
      await nextStep(copy);
      references.push(...(await failAs(copy, message, () => insertCopies(db, step, part, target))));
      copy.state.changed = true;
    }
    count += rows.length;
    done.rows += batch?.length ?? 0;
    await copy.progress(done.rows, done.total);
  }
  for (const part of chunks(references)) {
    await nextStep(copy);
    await failAs(copy, message, () => setSelfReferences(db, step, copy.target, part));
  }
  return count;
}

/** The source's ids of one table (one statement), each given a new id in `ids`. */
async function listIds(db: Db, step: CopyStep, copy: CatalogueCopy, ids: Map<string, string>): Promise<string[]> {
  await nextStep(copy);
  const found = await failAs(copy, COPY_MESSAGES.couldNotRead(step.label.many), () =>
    listRowIds(db, step.table, copy.source),
  );
  for (const id of found) ids.set(id, randomUUID());
  return found;
}

/**
 * Replaces the target company's catalogue and products with a copy of the source's, in parts: the
 * target's rows are removed (children first), every source row gets a new id, and the rows are inserted
 * table by table (parents first) with every reference moved to the new ids.
 */
export async function copyCatalogue(db: Db, copy: CatalogueCopy): Promise<void> {
  for (const step of [...COPY_PLAN].reverse()) await clearTable(db, step, copy);
  const ids = new Map<string, string>();
  const sourceIds = new Map<CopyStep, string[]>();
  for (const step of COPY_PLAN) sourceIds.set(step, await listIds(db, step, copy, ids));
  const done = { rows: 0, total: ids.size };
  for (const step of COPY_PLAN) {
    await copy.copied(step, await copyTable(db, step, sourceIds.get(step) ?? [], ids, copy, done));
  }
}

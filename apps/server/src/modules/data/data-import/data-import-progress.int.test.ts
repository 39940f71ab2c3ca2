import type { DataImport } from "@atelier/domain/data/data-import.schema";
import type { Job } from "@atelier/domain/shared/job.schema";
import { naturalSortKey } from "@atelier/domain/shared/natural-order";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { useTestApp } from "../../../../test/test-app";
import { componentOptions } from "../../../db/schema/component-options";
import { dataImports } from "../../../db/schema/data-imports";
import { applyFeed, dryRun, importScene } from "./data-import.fixtures";

const t = useTestApp();

/** A planned feed changing 1,500 options: apply writes them in two chunks (1,000 then 500). */
async function plannedFeed() {
  const scene = await importScene(t);
  const codes = Array.from({ length: 1500 }, (_, index) => `PROGRESS-${index}`);
  await t.db
    .insert(componentOptions)
    .values(codes.map((code) => ({ companyId: scene.company.id, code, codeSortKey: naturalSortKey(code) })));
  const feed = await dryRun(scene, { componentOptions: codes.map((code) => ({ code, tags: ["progress"] })) });
  expect(feed.summary?.componentOption).toMatchObject({ changed: 1500 });
  return { scene, feed };
}

/** Records every change of a job's progress with the transaction that wrote it. */
async function recordProgressWrites() {
  await t.db.execute(sql`create table progress_writes (seq serial primary key, job_id text, progress int, xact text)`);
  await t.db.execute(sql`create function note_progress() returns trigger language plpgsql as $$
    begin
      insert into progress_writes (job_id, progress, xact) values (new.id, new.progress, (txid_current() % 4294967296)::text);
      return new;
    end $$`);
  await t.db.execute(sql`create trigger note_progress after update of progress on jobs for each row
    when (old.progress is distinct from new.progress) execute function note_progress()`);
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

describe("the progress of a batch import's apply", () => {
  it("is the percent of items written after each chunk, each written outside the apply's transaction", async () => {
    await recordProgressWrites();
    const { scene, feed } = await plannedFeed();
    const applied = await applyFeed(scene, feed);
    expect(applied.stage).toBe("Applied");
    const writes = rowsOf<{ progress: number; xact: string }>(
      await t.db.execute(
        sql`select progress, xact from progress_writes where job_id = ${applied.jobStatusId} order by seq`,
      ),
    );
    expect(writes.map((write) => write.progress)).toEqual([67, 100]);
    const applying = rowsOf<{ xact: string }>(
      await t.db.execute(sql`select distinct xmin::text as xact from data_import_items
        where import_id = ${feed.dataImportId} and applied_etag is not null`),
    );
    expect(applying).toHaveLength(1);
    for (const write of writes) expect(write.xact).not.toBe(applying[0]?.xact);
    const job = (await scene.admin.get(`jobstatus/${applied.jobStatusId}`)).body as Job;
    expect(job).toMatchObject({ status: "DoneSuccess", progress: 100 });
  });

  it.runIf(process.env.TEST_DB === "postgres")(
    "shows in the job's GET while the apply's transaction is still open (PostgreSQL)",
    async () => {
      const { scene, feed } = await plannedFeed();
      const pool = Reflect.get(t.db, "$client");
      if (!(pool instanceof pg.Pool)) throw new Error("no pg pool behind the test database");
      await t.jobs.stop();
      expect((await scene.admin.post(`dataimport/${feed.dataImportId}/apply`, { etag: feed.etag })).status).toBe(202);
      const { jobStatusId } = (await scene.admin.get(`dataimport/${feed.dataImportId}`)).body as DataImport;
      // Holding the feed's row makes the apply wait at its last statement, its transaction open.
      const holder = await pool.connect();
      try {
        await holder.query("begin");
        await holder.query("select 1 from data_imports where id = $1 for update", [feed.dataImportId]);
        await t.jobs.start();
        await vi.waitFor(
          async () =>
            expect((await scene.admin.get(`jobstatus/${jobStatusId}`)).body).toMatchObject({
              status: "Running",
              progress: 100,
            }),
          { timeout: 20_000, interval: 50 },
        );
        const [row] = await t.db
          .select({ stage: dataImports.stage })
          .from(dataImports)
          .where(eq(dataImports.id, feed.dataImportId));
        expect(row?.stage).toBe("Planned");
      } finally {
        await holder.query("rollback");
        holder.release();
      }
      expect((await scene.settle(feed.dataImportId)).feed.stage).toBe("Applied");
    },
  );
});

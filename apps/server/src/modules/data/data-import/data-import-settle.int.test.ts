import type { DataImport } from "@atelier/domain/data/data-import.schema";
import { DATA_IMPORT_MESSAGES as M } from "@atelier/domain/data/import/import-messages";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { useTestApp } from "../../../../test/test-app";
import { dataImportItems, dataImports } from "../../../db/schema/data-imports";
import { jobs } from "../../../db/schema/jobs";
import { JOB_MESSAGES } from "../../../jobs/job-messages";
import { dryRun, importScene } from "./data-import.fixtures";
import { settleStoppedImports } from "./data-import-settle";

const t = useTestApp();

afterEach(async () => {
  await t.jobs.start();
});

const lastLine = (feed: DataImport) => feed.log.at(-1);

/** What a server stopped in the middle of a dry run leaves, once the job queue's sweep has ended its job. */
async function stoppedMidRun(feed: DataImport, companyId: string) {
  await t.db
    .update(jobs)
    .set({ status: "DoneFailure", message: JOB_MESSAGES.serverRestarted, finishedAt: new Date() })
    .where(eq(jobs.id, feed.jobStatusId ?? ""));
  await t.db.update(dataImports).set({ status: "Running" }).where(eq(dataImports.id, feed.dataImportId));
  await t.db.insert(dataImportItems).values({
    importId: feed.dataImportId,
    companyId,
    index: 0,
    kind: "componentOption",
    code: "HALF",
    outcome: "added",
  });
}

const itemCount = async (importId: string) =>
  (await t.db.select().from(dataImportItems).where(eq(dataImportItems.importId, importId))).length;

describe("a feed whose job ended without a word", () => {
  it("stays as it is while its job waits, and ends in Exception once the job ended (a server restart)", async () => {
    const scene = await importScene(t);
    await t.jobs.stop();
    const uploaded = (await scene.upload({ componentOptions: [] })).body as DataImport;
    expect((await scene.admin.get(`dataimport/${uploaded.dataImportId}`)).body).toMatchObject({ status: "Created" });
    await stoppedMidRun(uploaded, scene.company.id);

    const read = (await scene.admin.get(`dataimport/${uploaded.dataImportId}`)).body as DataImport;
    expect(read).toMatchObject({ status: "Exception", stage: "Planned", summary: null, canApply: false });
    expect(lastLine(read)).toMatchObject({ level: "error", text: M.planFailed(JOB_MESSAGES.serverRestarted) });
    expect(await itemCount(uploaded.dataImportId)).toBe(0);
    const listed = (await scene.admin.get("dataimport")).body as { dataImports: DataImport[] };
    expect(listed.dataImports[0]).toMatchObject({ dataImportId: uploaded.dataImportId, status: "Exception" });
  });

  it("ends an apply cancelled while queued in Exception, its dry run kept and nothing written", async () => {
    const scene = await importScene(t);
    const feed = await dryRun(scene, {
      format: "atelier.products",
      formatVersion: 1,
      products: [{ product: { name: "A", styleCode: "SETTLE-A" } }],
    });
    await t.jobs.stop();
    const asked = (await scene.admin.post(`dataimport/${feed.dataImportId}/apply`, { etag: feed.etag }))
      .body as DataImport;
    expect(asked.status).toBe("Running");
    expect((await scene.admin.post(`jobstatus/${asked.jobStatusId}/cancel`)).status).toBe(200);

    const read = (await scene.admin.get(`dataimport/${feed.dataImportId}`)).body as DataImport;
    expect(read).toMatchObject({ status: "Exception", stage: "Planned", summary: feed.summary, appliedAt: null });
    expect(lastLine(read)?.text).toBe(M.applyFailed(JOB_MESSAGES.cancelled));
    expect(await itemCount(feed.dataImportId)).toBe(1);
    const products = (await scene.admin.get("product")).body as { products: { styleCode: string }[] };
    expect(products.products.map((product) => product.styleCode)).not.toContain("SETTLE-A");
  });

  it("is ended at the server's start, in every company, with its job's word or a plain one", async () => {
    const scene = await importScene(t);
    await t.jobs.stop();
    const uploaded = (await scene.upload({ componentOptions: [] })).body as DataImport;
    await t.db.delete(jobs).where(eq(jobs.id, uploaded.jobStatusId ?? ""));
    await settleStoppedImports({ db: t.db, clock: () => new Date() });
    const [row] = await t.db.select().from(dataImports).where(eq(dataImports.id, uploaded.dataImportId));
    expect(row).toMatchObject({ status: "Exception" });
    expect(row?.log.at(-1)?.text).toBe(M.planFailed(M.jobStopped));
  });
});

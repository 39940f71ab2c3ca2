import type { ProductList } from "@atelier/domain/product/product-list.schema";
import type { JobStarted } from "@atelier/domain/shared/job.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { signedIn } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { companyRows, copyScene, idsIn, pairCopies, readWorkspace, sortedRows } from "./workspace-copy.fixtures";
import { COPY_MESSAGES, failedCopy } from "./workspace-copy-messages";
import { COPY_PLAN } from "./workspace-copy-plan.repo";

const t = useTestApp();

async function startCopy(scene: Awaited<ReturnType<typeof copyScene>>, notes = "") {
  const client = await signedIn(t.app, scene.admin);
  const res = await client.post("account/copyinstance", { instanceId: scene.target.company.id, notes });
  expect(res.status).toBe(202);
  return { client, jobId: (res.body as JobStarted).jobId };
}

describe("the copyInstance job", () => {
  it("replaces the target's catalogue and products with a copy of the source's, every reference moved", async () => {
    const scene = await copyScene(t);
    const sourceBefore = await companyRows(t.db, scene.company.id);
    const targetBefore = await companyRows(t.db, scene.target.company.id);
    const sourceView = await readWorkspace(scene.source);
    // Read once so that the target's lists are cached: the copy must not be answered from them.
    const oldTargetList = (await scene.targetClient.get("product")).body as ProductList;
    expect(oldTargetList.products.map((item) => item.styleCode)).toEqual(["BOOT-1"]);

    await t.jobs.stop();
    const { client, jobId } = await startCopy(scene, "Spring range to production");
    const queued = await client.get(`jobstatus/${jobId}`);
    expect(queued.body).toMatchObject({ status: "NotYetRunning", startedBy: scene.admin.fullName, started: null });
    await t.jobs.start();
    const job = await t.waitForJob(jobId);

    expect(job).toMatchObject({ status: "DoneSuccess", message: MESSAGES.targetWorkspaceUpdated });
    const sourceAfter = await companyRows(t.db, scene.company.id);
    const targetAfter = await companyRows(t.db, scene.target.company.id);
    expect(job.log.map((line) => line.text)).toEqual([
      "Spring range to production",
      ...COPY_PLAN.map((step) => {
        const name = getTableConfig(step.table).name;
        return COPY_MESSAGES.copied(sourceBefore[name]?.length ?? -1, step.label);
      }),
    ]);
    expect(sourceAfter).toEqual(sourceBefore);

    // Every row is a copy: the same content once the target's ids are read as the source's.
    const { asSource, withoutStamps, sourceIdOf } = pairCopies(sourceBefore, targetAfter);
    expect(sourceIdOf.size).toBe(idsIn(sourceBefore).length);
    for (const step of COPY_PLAN) {
      const name = getTableConfig(step.table).name;
      const copied = (targetAfter[name] ?? []).map(asSource);
      expect(sortedRows(copied), name).toEqual(sortedRows((sourceBefore[name] ?? []).map(withoutStamps)));
    }
    // No id of the source (nor the source itself) is left in the target's rows; its own old rows are gone.
    const targetText = JSON.stringify(targetAfter);
    for (const id of [scene.company.id, ...idsIn(sourceBefore)]) expect(targetText).not.toContain(id);
    const now = new Set(idsIn(targetAfter));
    expect(idsIn(targetBefore).filter((id) => now.has(id))).toEqual([]);

    // Through the API: the target reads back as the source, its ids aside (lists are not answered stale).
    expect(asSource(await readWorkspace(scene.targetClient))).toEqual(withoutStamps(sourceView));
    expect((await scene.targetClient.get(`product/${scene.targetProduct.id}`)).status).toBe(404);
    const finished = await client.get(`jobstatus/${jobId}`);
    expect(finished.body).toMatchObject({ status: "DoneSuccess", message: MESSAGES.targetWorkspaceUpdated });
    expect((await scene.targetClient.get(`jobstatus/${jobId}`)).status).toBe(404);
  });

  it("ends the job DoneFailure when the copy fails part-way, saying the target holds part of the copy", async () => {
    const scene = await copyScene(t);
    const target = scene.target.company.id;
    // The database refuses the target's components, the last table: every earlier one is written by then.
    await t.db.execute(sql`create function refuse_copied_components() returns trigger language plpgsql as $$
      begin raise exception 'components refused'; end $$`);
    await t.db.execute(
      sql.raw(`create trigger refuse_copied_components before insert on components for each row
      when (new.company_id = '${target}') execute function refuse_copied_components()`),
    );
    try {
      const { jobId } = await startCopy(scene);
      const job = await t.waitForJob(jobId);

      expect(job).toMatchObject({
        status: "DoneFailure",
        message: failedCopy(COPY_MESSAGES.couldNotCopy("components"), true),
      });
      const lines = job.log.map((line) => line.text);
      expect(lines).toHaveLength(COPY_PLAN.length + 1);
      expect(lines.slice(0, 2)).toEqual([
        COPY_MESSAGES.copied(1, COPY_PLAN[0]?.label ?? { one: "", many: "" }),
        COPY_MESSAGES.copied(1, COPY_PLAN[1]?.label ?? { one: "", many: "" }),
      ]);
      expect(job.log.at(-2)).toMatchObject({ level: "warn", text: COPY_MESSAGES.partWay });
      expect(job.log.at(-1)).toMatchObject({ level: "error", text: job.message });
      expect(await companyRows(t.db, target)).toMatchObject({ components: [] });
    } finally {
      await t.db.execute(sql`drop trigger refuse_copied_components on components`);
      await t.db.execute(sql`drop function refuse_copied_components()`);
    }
    // Running the copy again replaces the part left by the failed one.
    const { jobId } = await startCopy(scene);
    expect(await t.waitForJob(jobId)).toMatchObject({ status: "DoneSuccess" });
    const source = await companyRows(t.db, scene.company.id);
    const copied = await companyRows(t.db, target);
    for (const step of COPY_PLAN) {
      const name = getTableConfig(step.table).name;
      expect(copied[name]?.length, name).toBe(source[name]?.length);
    }
  });

  it("ends a copy that fails before changing the target saying it was not changed", async () => {
    const scene = await copyScene(t);
    const target = scene.target.company.id;
    const targetBefore = await companyRows(t.db, target);
    // The first table the copy clears that holds rows of the target refuses the removal.
    const first = [...COPY_PLAN]
      .reverse()
      .find((step) => (targetBefore[getTableConfig(step.table).name] ?? []).length > 0);
    const table = first ? getTableConfig(first.table).name : "";
    await t.db.execute(sql`create function refuse_removal() returns trigger language plpgsql as $$
      begin raise exception 'no removal'; end $$`);
    await t.db.execute(
      sql.raw(`create trigger refuse_removal before delete on ${table} for each row
      when (old.company_id = '${target}') execute function refuse_removal()`),
    );
    try {
      const { jobId } = await startCopy(scene);
      const job = await t.waitForJob(jobId);
      expect(job).toMatchObject({
        status: "DoneFailure",
        message: failedCopy(COPY_MESSAGES.couldNotRemove(first?.label.many ?? ""), false),
      });
      expect(job.log.at(-2)).toMatchObject({ level: "warn", text: COPY_MESSAGES.notChanged });
      expect(await companyRows(t.db, target)).toEqual(targetBefore);
    } finally {
      await t.db.execute(sql.raw(`drop trigger refuse_removal on ${table}`));
      await t.db.execute(sql`drop function refuse_removal()`);
    }
  });
});

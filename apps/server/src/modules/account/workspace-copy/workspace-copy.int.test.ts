import type { Role } from "@atelier/domain/account/roles";
import { CopyInstanceInput, type JobStarted } from "@atelier/domain/shared/job.schema";
import { fieldMessages, MESSAGES, SERVER_MESSAGES } from "@atelier/domain/shared/messages";
import { sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { addMember, createApiKey, createCompanyWithEveryRole, signedIn } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { findJob } from "../../../jobs/job.repo";
import { COPY_PLAN } from "./workspace-copy-plan.repo";

const t = useTestApp();
const PATH = "account/copyinstance";

/** Two workspaces with every role each; `roles` are what the source's users get in the target. */
async function twoWorkspaces(roles: Role[] = ["Administrator"]) {
  const source = await createCompanyWithEveryRole(t.db);
  const target = await createCompanyWithEveryRole(t.db);
  for (const user of [source.atelier, source.admin, source.configurator, source.orderManager, source.viewer]) {
    await addMember(t.db, target.company, user.id, roles);
  }
  return { source, target, body: { instanceId: target.company.id, notes: "" } };
}

/** The text CopyInstanceInput gives for too long notes (the domain holds it). */
function notesTooLong(): string {
  const parsed = CopyInstanceInput.safeParse({ instanceId: "x", notes: "n".repeat(1025) });
  return parsed.error?.issues[0]?.message ?? "none";
}

describe("POST account/copyinstance", () => {
  it("queues the copy for an administrator or Atelier user of both workspaces, as a job of the source", async () => {
    const { source, target, body } = await twoWorkspaces();
    for (const user of [source.admin, source.atelier]) {
      const res = await (await signedIn(t.app, user)).post(PATH, { ...body, notes: "  To production  " });
      expect(res.status).toBe(202);
      const { jobId } = res.body as JobStarted;
      expect(await findJob(t.db, source.company.id, jobId)).toMatchObject({
        kind: "copyInstance",
        input: { instanceId: target.company.id, notes: "To production" },
        startedBy: user.fullName,
        startedByUserId: user.id,
      });
      expect(await t.waitForJob(jobId)).toMatchObject({ status: "DoneSuccess" });
    }
  });

  it.each([
    ["no target", { instanceId: undefined }, "instanceId", fieldMessages.required("Target workspace")],
    ["a blank target", { instanceId: "  " }, "instanceId", fieldMessages.required("Target workspace")],
    ["notes over 1024 characters", { notes: "n".repeat(1025) }, "notes", notesTooLong()],
  ])("answers 400 for %s", async (_name, change, field, message) => {
    const { source, body } = await twoWorkspaces();
    const res = await (await signedIn(t.app, source.admin)).post(PATH, { ...body, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MESSAGES.validationFailed, modelState: { [field]: [message] } });
  });

  it("answers 400 when the target is the current workspace", async () => {
    const { source } = await twoWorkspaces();
    const res = await (await signedIn(t.app, source.admin)).post(PATH, { instanceId: source.company.id });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: SERVER_MESSAGES.sameWorkspace,
      modelState: { instanceId: [SERVER_MESSAGES.sameWorkspace] },
    });
  });

  it("answers 401 when signed out", async () => {
    const { body } = await twoWorkspaces();
    const res = await apiClient(t.app).post(PATH, body);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: MESSAGES.notSignedIn });
  });

  it("answers 403 to users who are not administrators of the current workspace, and to API keys", async () => {
    const { source, body } = await twoWorkspaces();
    for (const user of [source.viewer, source.configurator, source.orderManager]) {
      const res = await (await signedIn(t.app, user)).post(PATH, body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: MESSAGES.forbidden });
    }
    const key = await createApiKey(t.db, source.company, ["Administrator"]);
    const res = await apiClient(t.app, { authorization: key.authorization }).post(PATH, body);
    expect(res.status).toBe(403);
  });

  it("answers 403 when the caller is a member of the target but not an administrator there", async () => {
    const { source, body } = await twoWorkspaces(["Manage Configuration"]);
    const res = await (await signedIn(t.app, source.admin)).post(PATH, body);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: MESSAGES.forbidden });
  });

  it("answers 404 for a workspace the caller is not a member of, or that does not exist", async () => {
    const { source } = await twoWorkspaces();
    const stranger = await createCompanyWithEveryRole(t.db);
    const client = await signedIn(t.app, source.admin);
    for (const instanceId of [stranger.company.id, "no-such-workspace"]) {
      const res = await client.post(PATH, { instanceId });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: MESSAGES.unknownInstance });
    }
  });

  it("answers 409 while a copy into the same target is queued or running, from any workspace", async () => {
    const { source, target, body } = await twoWorkspaces();
    const other = await createCompanyWithEveryRole(t.db);
    await addMember(t.db, target.company, other.admin.id, ["Administrator"]);
    const elsewhere = await createCompanyWithEveryRole(t.db);
    await addMember(t.db, elsewhere.company, source.admin.id, ["Administrator"]);
    const client = await signedIn(t.app, source.admin);
    await t.jobs.stop();
    try {
      const first = await client.post(PATH, body);
      expect(first.status).toBe(202);
      for (const [caller, instanceId] of [
        [client, target.company.id],
        [await signedIn(t.app, other.admin), target.company.id],
      ] as const) {
        const res = await caller.post(PATH, { instanceId });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ message: SERVER_MESSAGES.copyAlreadyRunning });
      }
      const third = await client.post(PATH, { instanceId: elsewhere.company.id });
      expect(third.status).toBe(202);
      await t.jobs.start();
      await t.waitForJob((first.body as JobStarted).jobId);
      await t.waitForJob((third.body as JobStarted).jobId);
      expect((await client.post(PATH, body)).status).toBe(202);
    } finally {
      await t.jobs.start();
    }
  });
});

describe("the copy plan", () => {
  /**
   * Company-owned tables a copy leaves alone: people and access, jobs, usage and bookkeeping, the workspace's
   * own history, settings and applets, comments and attachments (owned by orders and other later areas), the
   * customer side: storefront keys (access, like API keys) and recipes (customers' saves, not catalogue), and
   * orders (customers' purchases), analytics (raw action events, sessions and the daily rollups of both), and
   * the asset library and 3D optimisations (media in blob storage, shared by name, not catalogue rows), and
   * batch imports and the legacy mapping's history (a workspace's own record of its feeds and uploads).
   */
  const NOT_COPIED = [
    "memberships",
    "sessions",
    "api_keys",
    "storefront_keys",
    "company_invites",
    "jobs",
    "usage_daily",
    "component_usage_daily",
    "catalogue_revisions",
    "audit_entries",
    "company_settings",
    "company_data",
    "applets",
    "applet_files",
    "comments",
    "attachments",
    "attachment_versions",
    "recipes",
    "orders",
    "action_events",
    "action_sessions",
    "analytics_recipe_daily",
    "analytics_browser_daily",
    "analytics_personalization_daily",
    "analytics_action_daily",
    "analytics_funnel_daily",
    "analytics_option_daily",
    "assets",
    "data_optimization_profiles",
    "data_optimizations",
    "data_imports",
    "data_import_items",
    "legacy_mapping_history",
    "reference_datas",
    "reference_data_files",
    "reference_data_file_history",
  ];

  it("names every table with a company_id, or leaves it out on purpose", async () => {
    const rows = await t.db
      .select({ name: sql<string>`table_name` })
      .from(sql`information_schema.columns`)
      .where(sql`table_schema = 'public' and column_name = 'company_id'`)
      .orderBy(sql`table_name`);
    const found = rows.map((row) => row.name);
    const planned = COPY_PLAN.map((step) => getTableConfig(step.table).name);
    expect(found).toEqual([...planned, ...NOT_COPIED].sort());
  });
});

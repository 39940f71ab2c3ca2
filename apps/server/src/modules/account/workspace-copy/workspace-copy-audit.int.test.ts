import type { AuditPage } from "@atelier/domain/shared/audit.schema";
import type { JobStarted } from "@atelier/domain/shared/job.schema";
import { describe, expect, it } from "vitest";
import { signedIn } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { copyScene } from "./workspace-copy.fixtures";

const t = useTestApp();

describe("the audit trail of a workspace copy", () => {
  it("records one entry in the target workspace, by the user who started the copy, with what was copied", async () => {
    const scene = await copyScene(t);
    const targetId = scene.target.company.id;
    const client = await signedIn(t.app, scene.admin);
    const started = await client.post("account/copyinstance", { instanceId: targetId, notes: "" });
    expect(started.status).toBe(202);
    const job = await t.waitForJob((started.body as JobStarted).jobId);
    expect(job.status).toBe("DoneSuccess");

    const page = (await scene.targetClient.get(`company/${targetId}/history`)).body as AuditPage;
    expect(page.entries).toHaveLength(1);
    const [entry] = page.entries;
    expect(entry).toMatchObject({
      action: "copy",
      resourceType: "company",
      resourceId: targetId,
      resourcePath: `company/${targetId}`,
      resourceLabel: scene.target.company.name,
      actor: { kind: "user", userId: scene.admin.id, apiKeyId: null, name: scene.admin.fullName },
    });
    expect(entry?.changes).toContainEqual({ field: "copiedFrom", before: null, after: scene.company.name });
    expect(entry?.changes).toContainEqual({ field: "completed", before: null, after: true });
    const copied = entry?.changes.find((change) => change.field === "copied")?.after;
    expect(copied).toMatchObject({ sites: 1, dimensions: 1 });
    expect((await scene.source.get(`company/${targetId}/history`)).status).toBe(404);
  });
});

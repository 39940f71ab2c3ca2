import type { DataImport, DataImportItemPage } from "@atelier/domain/data/data-import.schema";
import { createCompanyWithEveryRole, signedIn, signIn } from "../../../../test/factories";
import { type ApiClient, apiClient } from "../../../../test/http";
import { multipartBody } from "../../../../test/multipart";
import type { TestApp } from "../../../../test/test-app";
import type { JobRow } from "../../../db/schema/jobs";

/** A company with a client per role, to import into. */
export async function importScene(t: Pick<TestApp, "app" | "db" | "waitForJob">) {
  const people = await createCompanyWithEveryRole(t.db);
  const cookie = await signIn(t.app, people.admin.email);
  const admin = apiClient(t.app, { cookie });
  return {
    ...people,
    /** The administrator's session cookie, for raw (multipart) calls. */
    cookie,
    admin,
    configurator: await signedIn(t.app, people.configurator),
    viewer: await signedIn(t.app, people.viewer),
    /** Uploads `document` (JSON text of it, unless a string) as a base64 JSON body. */
    upload: (document: unknown, options: { dryRun?: boolean; name?: string; as?: ApiClient } = {}) =>
      (options.as ?? admin).post(`dataimport?dryRun=${options.dryRun ?? true}`, {
        name: options.name ?? "batch.json",
        mimeType: "application/json",
        source: Buffer.from(typeof document === "string" ? document : JSON.stringify(document)).toString("base64"),
      }),
    /** Waits for the feed's current job, then answers the feed and the job. */
    settle: async (id: string): Promise<{ feed: DataImport; job: JobRow }> => {
      const before = (await admin.get(`dataimport/${id}`)).body as DataImport;
      if (!before.jobStatusId) throw new Error(`import ${id} has no job`);
      const job = await t.waitForJob(before.jobStatusId);
      return { feed: (await admin.get(`dataimport/${id}`)).body as DataImport, job };
    },
    items: async (id: string, query = ""): Promise<DataImportItemPage> =>
      (await admin.get(`dataimport/${id}/items${query ? `?${query}` : ""}`)).body as DataImportItemPage,
  };
}

export type ImportScene = Awaited<ReturnType<typeof importScene>>;

/** Uploads `document` as a dry run and waits for it: the feed after its job. */
export async function dryRun(scene: ImportScene, document: unknown): Promise<DataImport> {
  const uploaded = await scene.upload(document);
  if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
  return (await scene.settle((uploaded.body as DataImport).dataImportId)).feed;
}

/** Applies a planned feed and waits for the apply job. */
export async function applyFeed(scene: ImportScene, feed: DataImport): Promise<DataImport> {
  const asked = await scene.admin.post(`dataimport/${feed.dataImportId}/apply`, { etag: feed.etag });
  if (asked.status !== 202) throw new Error(`apply failed: ${asked.status} ${JSON.stringify(asked.body)}`);
  return (await scene.settle(feed.dataImportId)).feed;
}

/** A multipart upload of `content` as `fileName`. */
export function multipartUpload(content: Buffer | string, fileName = "batch.json") {
  return multipartBody([{ name: "file", fileName, content, contentType: "application/json" }]);
}

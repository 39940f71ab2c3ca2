import type { Optimization } from "@atelier/domain/asset/optimization.schema";
import type { OptimizationProfile, OptimizationStep } from "@atelier/domain/asset/optimization-profile.schema";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createCompanyWithEveryRole, signedIn, signIn } from "../../../../test/factories";
import { multipartBody } from "../../../../test/multipart";
import type { TestApp } from "../../../../test/test-app";
import { dataOptimizations } from "../../../db/schema/assets";
import { companies } from "../../../db/schema/companies";
import { profileInput } from "../data-optimization-profile/data-optimization-profile.fixtures";

/** Uploads `content` as `fileName` to POST dataoptimization, as the caller of `cookie`. */
export async function uploadModel(
  app: FastifyInstance,
  cookie: string,
  content: Buffer | Uint8Array | string,
  fileName: string,
) {
  const { payload, headers } = multipartBody([
    { name: "file", fileName, content: typeof content === "string" ? content : Buffer.from(content) },
  ]);
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/dataoptimization",
    headers: { ...headers, cookie },
    payload,
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as unknown, response };
}

/** A company with 3D optimisation (and the library), a client per role, and the admin's cookie. */
export async function optimizationScene(
  t: Pick<TestApp, "app" | "db">,
  flags: { optimizeAssets?: boolean; manageAssets?: boolean } = {},
) {
  const people = await createCompanyWithEveryRole(t.db, { optimizeAssets: true, manageAssets: true, ...flags });
  const cookie = await signIn(t.app, people.admin.email);
  return {
    ...people,
    cookie,
    admin: await signedIn(t.app, people.admin),
    configurator: await signedIn(t.app, people.configurator),
    viewer: await signedIn(t.app, people.viewer),
    upload: (content: Buffer | Uint8Array | string, fileName = "model.glb") =>
      uploadModel(t.app, cookie, content, fileName),
  };
}

type Scene = Awaited<ReturnType<typeof optimizationScene>>;

/** Adds a profile of `steps` (ending with SaveAs Glb unless they hold one) through the API. */
export async function addProfile(scene: Scene, steps: OptimizationStep[]): Promise<OptimizationProfile> {
  const profileJson = steps.some((step) => step.type === "SaveAs")
    ? steps
    : [...steps, { id: "save", type: "SaveAs" as const, as: "Glb" as const }];
  return (await scene.admin.post("dataoptimizationprofile", profileInput({ profileJson }))).body as OptimizationProfile;
}

/** Uploads a model, chooses the profile and presses Optimize; answers the PUT's answer. */
export async function startOptimization(
  scene: Scene,
  model: Uint8Array,
  profile: OptimizationProfile,
  fileName = "model.glb",
) {
  const uploaded = (await scene.upload(model, fileName)).body as Optimization;
  return scene.admin.put(`dataoptimization/${uploaded.dataOptimizationId}`, {
    optimizationMethod: profile.dataOptimizationProfileId,
    status: "Ready",
    etag: uploaded.etag,
  });
}

/** Waits for the optimisation's job to end and answers the optimisation as the API shows it then. */
export async function waitForOptimization(t: Pick<TestApp, "db" | "waitForJob">, scene: Scene, id: string) {
  const [row] = await t.db
    .select({ jobId: dataOptimizations.jobId })
    .from(dataOptimizations)
    .where(eq(dataOptimizations.id, id));
  if (!row?.jobId) throw new Error(`optimisation ${id} has no job`);
  const job = await t.waitForJob(row.jobId);
  return { job, optimization: (await scene.admin.get(`dataoptimization/${id}`)).body as Optimization };
}

export async function creditsOf(t: Pick<TestApp, "db">, companyId: string): Promise<number | undefined> {
  const [row] = await t.db
    .select({ credits: companies.optimizationCredits })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.credits;
}

export async function setCredits(t: Pick<TestApp, "db">, companyId: string, credits: number): Promise<void> {
  await t.db.update(companies).set({ optimizationCredits: credits }).where(eq(companies.id, companyId));
}

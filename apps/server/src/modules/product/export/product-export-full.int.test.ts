import { ProductExportDocument } from "@atelier/domain/product/export.schema";
import type { ComponentPackageList } from "@atelier/domain/product/package.schema";
import type { Version } from "@atelier/domain/product/version.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createCompanyWithEveryRole, createProduct, createVersion, signedIn } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { newPackagesInput } from "../version/version.fixtures";
import { BATCH_EXPORT_KINDS } from "./product-export.service";

const t = useTestApp();
const documentOf = (body: unknown) => ProductExportDocument.parse(body);

/** Two products with an active version (the first with packages) and one without any active version. */
async function catalogue() {
  const roles = await createCompanyWithEveryRole(t.db);
  const client = await signedIn(t.app, roles.admin);
  const tote = await createProduct(t.db, roles.company, { name: "Tote" });
  await createVersion(t.db, tote, 1);
  const toteActive = await createVersion(t.db, tote, 2, { active: true });
  await client.put(`product/${tote.id}/version/${toteActive.id}/package`, newPackagesInput());
  const cap = await createProduct(t.db, roles.company, { name: "Cap" });
  const capActive = await createVersion(t.db, cap, 1, { active: true });
  const draft = await createProduct(t.db, roles.company, { name: "Draft" });
  await createVersion(t.db, draft, 1);
  return { ...roles, client, tote, toteActive, cap, capActive, draft };
}

describe("POST product/export/full", () => {
  it("exports the products in the order asked, each once, with their active version and no packages", async () => {
    const { client, tote, toteActive, cap, capActive, draft } = await catalogue();
    const res = await client.post("product/export/full", {
      ids: [cap.id, tote.id, draft.id, cap.id],
      versionType: "Active",
      dependenciesType: "None",
    });
    expect(res.status).toBe(200);
    const document = documentOf(res.body);
    expect(document.kind).toBe(BATCH_EXPORT_KINDS.None);
    expect(document.products.map((item) => item.product.name)).toEqual(["Cap", "Tote", "Draft"]);
    expect(document.products.map((item) => item.versions.map((entry) => entry.version.versionId))).toEqual([
      [capActive.id],
      [toteActive.id],
      [],
    ]);
    const version = (await client.get(`product/${tote.id}/version/${toteActive.id}`)).body as Version;
    expect(document.products[1]?.versions[0]).toEqual({ version });
    expect(document.products[0]?.product).toEqual((await client.get(`product/${cap.id}`)).body);
  });

  it("adds each active version's packages with dependenciesType Packages (defaults: Active, None)", async () => {
    const { client, tote, toteActive, cap } = await catalogue();
    const res = await client.post("product/export/full", { ids: [tote.id, cap.id], dependenciesType: "Packages" });
    const document = documentOf(res.body);
    expect(document.kind).toBe(BATCH_EXPORT_KINDS.Packages);
    const packages = (await client.get(`product/${tote.id}/version/${toteActive.id}/package`))
      .body as ComponentPackageList;
    expect(document.products[0]?.versions[0]?.componentPackages).toEqual(packages.componentPackages);
    expect(document.products[1]?.versions[0]?.componentPackages).toEqual([]);
    const plain = documentOf((await client.post("product/export/full", { ids: [tote.id] })).body);
    expect(plain.kind).toBe(BATCH_EXPORT_KINDS.None);
    expect(plain.products[0]?.versions[0]).not.toHaveProperty("componentPackages");
  });

  it("answers 404 when an id is another company's or unknown", async () => {
    const { client, tote } = await catalogue();
    const other = await createProduct(t.db, (await createCompanyWithEveryRole(t.db)).company);
    for (const ids of [
      [tote.id, other.id],
      [tote.id, "unknown"],
    ]) {
      const res = await client.post("product/export/full", { ids });
      expect(res).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    }
  });

  it.each<[string, unknown, string, string]>([
    ["no ids", { ids: [] }, "ids", "Choose at least one product."],
    ["another version type", { ids: ["a"], versionType: "Latest" }, "versionType", "Version type must be Active."],
    [
      "other dependencies",
      { ids: ["a"], dependenciesType: "All" },
      "dependenciesType",
      "Dependencies must be None or Packages.",
    ],
  ])("answers 400 for %s", async (_case, body, field, message) => {
    const { client } = await catalogue();
    const res = await client.post("product/export/full", body);
    expect(res).toMatchObject({
      status: 400,
      body: { message: MESSAGES.validationFailed, modelState: { [field]: [message] } },
    });
  });

  it("answers 403 to roles that cannot edit", async () => {
    const { viewer, orderManager, tote } = await catalogue();
    for (const user of [viewer, orderManager]) {
      const res = await (await signedIn(t.app, user)).post("product/export/full", { ids: [tote.id] });
      expect(res).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
    }
  });
});

import { describe, expect, it } from "vitest";
import { createSite, siteInput } from "../../../../test/catalogue-factories";
import { signedInAdmin } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { codeCases, describeCatalogueRoutes, requiredTextCases } from "../catalogue-entity/catalogue-entity.suite";
import { SITE_MESSAGES } from "./site.service";

const t = useTestApp();

describe("POST site", () => {
  it("adds a site with the defaults, trimmed", async () => {
    const { client } = await signedInAdmin(t);
    const res = await client.post("site", { name: "  Europe ", code: " eu-store ", tags: [" web "] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Europe",
      code: "eu-store",
      tags: ["web"],
      externalInventory: false,
      customAttributesJson: [],
    });
    const site = res.body as { siteId: string; created: string; lastUpdated: string };
    expect(site.lastUpdated).toBe(site.created);
    expect((await client.get(`site/${site.siteId}`)).body).toEqual(res.body);
  });

  it("stores every field and answers it back", async () => {
    const { client } = await signedInAdmin(t);
    const input = siteInput({
      tags: ["eu", "b2b"],
      externalInventory: true,
      customAttributesJson: [{ id: "a1", name: "currency", value: "EUR" }],
    });
    expect(await client.post("site", input)).toMatchObject({ status: 201, body: input });
  });
});

describeCatalogueRoutes(t, {
  path: "site",
  plural: "sites",
  idKey: "siteId",
  unique: { field: "code", taken: SITE_MESSAGES.codeTaken },
  input: siteInput,
  insert: createSite,
  invalid: [
    ...requiredTextCases("name", "Name", 256),
    ...codeCases("code", "Code"),
    ["an empty tag", { tags: [" "] }, "tags.0", "A tag cannot be empty."],
    [
      "over 2000 custom attributes",
      { customAttributesJson: Array.from({ length: 2001 }, (_, i) => ({ id: `a${i}` })) },
      "customAttributesJson",
      "A list holds at most 2000 custom attributes.",
    ],
  ],
  changes: { name: "Renamed site", tags: ["changed"], externalInventory: true, customAttributesJson: [{ id: "x" }] },
});

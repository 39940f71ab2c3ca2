import type {
  DataGridQueryResult,
  ReferenceDataList,
  UnmappedAttribute,
} from "@atelier/domain/data/reference-data.schema";
import { describe, expect, it } from "vitest";
import { signIn } from "../../test/factories";
import { apiClient } from "../../test/http";
import { TEST_HASH_COST, useTestApp } from "../../test/test-app";
import { Passwords } from "../auth/passwords";
import { ensureDemoReferenceData } from "./demo-reference-data";
import { DEMO, seedDemo } from "./demo-seed";

const t = useTestApp();

describe("the demo's reference data", () => {
  it("adds one of each list once, queries its grid, finds unmapped care values, and restores a lost file", async () => {
    await seedDemo(t.db, new Passwords(TEST_HASH_COST));
    const deps = { db: t.db, storage: t.storage, clock: () => new Date(), log: t.app.log };
    const demo = { company: DEMO.company, adminEmail: DEMO.admin.email };
    expect(await ensureDemoReferenceData(deps, demo)).toBe(3);
    expect(await ensureDemoReferenceData(deps, demo)).toBe(0);

    const cookie = await signIn(t.app, DEMO.admin.email, DEMO.password);
    const admin = apiClient(t.app, { cookie });
    const list = (await admin.get("referencedata")).body as ReferenceDataList;
    expect(list.referenceDatas.map((item) => [item.dataType, item.type, item.files.length])).toEqual([
      ["Mapping", "CARE-FR", 1],
      ["DataGrid", "SNEAKER-SIZES", 1],
      ["Integration", "WAREHOUSES", 1],
    ]);
    const grid = (await admin.post("referencedata/query", { from: "SNEAKER-SIZES" })).body as DataGridQueryResult;
    expect(grid.total).toBe(30);
    const mapping = list.referenceDatas[0];
    const unmapped = (await admin.get(`referencedata/${mapping?.referenceDataId}/unmapped`))
      .body as UnmappedAttribute[];
    expect(unmapped.map((item) => item.value)).toContain("Hand wash");
    expect(unmapped.map((item) => item.value)).not.toContain("Wipe clean");

    const file = mapping?.files[0];
    const { items } = await t.storage.list("");
    const stored = items.find((item) => item.key.includes(`/${mapping?.referenceDataId}/`));
    await t.storage.delete(stored?.key ?? "");
    expect(await t.storage.head(stored?.key ?? "")).toBeUndefined();
    await ensureDemoReferenceData(deps, demo);
    const download = await t.app.inject({
      method: "GET",
      url: `/api/v1/referencedata/Mapping/${mapping?.referenceDataId}/${file?.referenceDataFileId}`,
      headers: { cookie },
    });
    expect(download.body).toContain("Wipe clean,Nettoyer avec un chiffon");
  });
});

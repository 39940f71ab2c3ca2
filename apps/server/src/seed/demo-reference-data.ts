import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ReferenceDataType } from "@atelier/domain/data/reference-data.schema";
import type { AppDeps } from "../deps";
import { findUserByEmail } from "../modules/account/account/account.repo";
import {
  createReferenceData,
  findReferenceDataOfCode,
  referenceDataFiles,
} from "../modules/data/reference-data/reference-data.service";
import { DEMO_REFERENCE_DIR } from "../paths";
import { demoAdminActor } from "./demo-seed";
import { findCompanyByName } from "./seed.repo";

/** Demo Outfitters' reference data: one of each list, each with one small file (docs/decisions/data-reference-demo.md). */
const DEMO_REFERENCE_DATA: {
  dataType: ReferenceDataType;
  name: string;
  type: string;
  description: string;
  file: string;
}[] = [
  {
    dataType: "Mapping",
    name: "Care instructions in French",
    type: "CARE-FR",
    description: "The materials' care attribute in French; 'Hand wash' is left to map.",
    file: "care-instructions-fr.csv",
  },
  {
    dataType: "Integration",
    name: "Warehouses",
    type: "WAREHOUSES",
    description: "The fulfilment centres orders are sent to.",
    file: "warehouses.csv",
  },
  {
    dataType: "DataGrid",
    name: "Sneaker sizes",
    type: "SNEAKER-SIZES",
    description: "US, EU and UK sizes with the foot length.",
    file: "sneaker-sizes.csv",
  },
];

/**
 * Adds the demo reference data the company lacks (by code), through the service's own checks, as the demo
 * administrator; when one exists but this storage lacks the object of its demo file, writes it again.
 * Answers how many were added.
 */
export async function ensureDemoReferenceData(
  deps: Pick<AppDeps, "db" | "storage" | "clock" | "log">,
  demo: { company: string; adminEmail: string },
  folder: string = DEMO_REFERENCE_DIR,
): Promise<number> {
  const company = await findCompanyByName(deps.db, demo.company);
  const admin = await findUserByEmail(deps.db, demo.adminEmail);
  if (!company || !admin) return 0;
  const actor = demoAdminActor(company.id, admin.id);
  let added = 0;
  for (const item of DEMO_REFERENCE_DATA) {
    const bytes = await readFile(join(folder, item.file));
    const existing = await findReferenceDataOfCode(deps.db, company.id, item.dataType, item.type);
    if (existing) {
      for (const file of await referenceDataFiles(deps.db, company.id, existing.id)) {
        if (file.name !== item.file || (await deps.storage.head(file.storageKey))) continue;
        await deps.storage.put(file.storageKey, bytes, { contentType: file.mimeType });
      }
      continue;
    }
    const source = bytes.toString("base64");
    const { dataType, file, ...values } = item;
    await createReferenceData(deps, actor, dataType, {
      ...values,
      files: [{ name: file, mimeType: "text/csv", source }],
    });
    added++;
  }
  return added;
}

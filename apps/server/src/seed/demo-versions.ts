import { ComponentPackageInput } from "@atelier/domain/product/package.schema";
import { VersionFields } from "@atelier/domain/product/version.schema";
import type { Db } from "../db/client";
import type { ProductVersionRow } from "../db/schema/product-versions";
import { insertPackages } from "../modules/product/package/package.repo";
import { toStoredContent } from "../modules/product/version/version-content";
import { DEMO_VERSION_CONTENT } from "./demo-version-content";

/** A demo version's content as its row stores it (groups and views with their ids); empty when none is listed. */
export function demoVersionContent(styleCode: string, code: number) {
  const demo = DEMO_VERSION_CONTENT[styleCode]?.[code];
  if (!demo) return {};
  const { name: _name, description: _description, ...content } = toStoredContent(VersionFields.parse(demo.content));
  return content;
}

/** Adds the demo packages listed for each of the versions, in their order. */
export async function seedDemoPackages(
  tx: Db,
  companyId: string,
  styleCode: string,
  versions: readonly ProductVersionRow[],
): Promise<void> {
  for (const version of versions) {
    const packages = DEMO_VERSION_CONTENT[styleCode]?.[version.code]?.packages ?? [];
    await insertPackages(
      tx,
      companyId,
      version.id,
      packages.map((item, position) => {
        const {
          componentPackageId: _id,
          temporaryId: _temporary,
          etag: _etag,
          ...values
        } = ComponentPackageInput.parse({
          ...item,
          temporaryId: "demo",
        });
        return { ...values, position, createdAt: version.createdAt, updatedAt: version.updatedAt };
      }),
    );
  }
}

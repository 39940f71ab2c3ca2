import { DAY } from "../clock";
import type { Db } from "../db/client";
import { findProductByStyleCode, insertProduct, insertProductVersions } from "../modules/product/product/product.repo";
import type { DemoProduct } from "./demo-catalogue";
import { DEMO_IMAGE_NAME_FORMAT, DEMO_IMAGE_ROOT } from "./demo-images";
import { demoVersionContent, seedDemoPackages } from "./demo-versions";

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/**
 * Adds each catalogue product the company lacks (matched by style code), with its versions (their content
 * and packages from demo-version-content.ts). A product already there is left as it is, so a second run
 * changes nothing and edits made in the demo stay.
 */
export async function seedCatalogue(
  db: Db,
  companyId: string,
  catalogue: readonly DemoProduct[],
  adminId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const item of catalogue) {
      if (await findProductByStyleCode(tx, companyId, item.styleCode)) continue;
      const product = await insertProduct(tx, companyId, {
        name: item.name,
        styleCode: item.styleCode,
        description: item.description,
        tags: item.tags,
        mixinOnly: item.mixinOnly ?? false,
        productType: item.type ?? "Standard",
        productStatus: item.status,
        createdAt: daysBefore(now, item.createdDaysAgo),
        updatedAt: daysBefore(now, item.updatedDaysAgo),
        updatedBy: item.byAdmin ? adminId : null,
        settings: item.demoImages ? { imageRootUrl: DEMO_IMAGE_ROOT, imageNameFormat: DEMO_IMAGE_NAME_FORMAT } : {},
      });
      const versions = await insertProductVersions(
        tx,
        companyId,
        product.id,
        item.versions.map((version, index) => ({
          ...demoVersionContent(item.styleCode, index + 1),
          code: index + 1,
          name: version.name,
          description: version.description,
          active: version.active ?? false,
          createdAt: daysBefore(now, version.daysAgo),
          updatedAt: daysBefore(now, version.daysAgo),
        })),
      );
      await seedDemoPackages(tx, companyId, item.styleCode, versions);
    }
  });
}

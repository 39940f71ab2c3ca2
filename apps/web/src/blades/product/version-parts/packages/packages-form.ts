import {
  type ComponentPackage,
  ComponentPackageInput,
  type ComponentPackageList,
} from "@atelier/domain/product/package.schema";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { newTemporaryId } from "../shared/temporary-id";
import { VERSION_PARTS_MESSAGES } from "../version-parts-messages";

/** The packages screen's form: every package of the version, archived ones included until saved. */
export const PackagesForm = z.object({ componentPackages: z.array(ComponentPackageInput) });
export type PackagesFormInput = z.input<typeof PackagesForm>;
export type PackagesFormValues = z.output<typeof PackagesForm>;
export type PackagesFormApi = UseFormReturn<PackagesFormInput, unknown, PackagesFormValues>;
export type PackageRowValues = PackagesFormValues["componentPackages"][number];

/** A stored package as the form edits it. */
export function packageFormRow(item: ComponentPackage): PackageRowValues {
  return {
    componentPackageId: item.componentPackageId,
    etag: item.etag,
    name: item.name,
    description: item.description,
    basePriceJson: item.basePriceJson,
    packagePriceJson: item.packagePriceJson,
    customAttributesJson: item.customAttributesJson,
    archived: item.archived,
  };
}

/** A new, unsaved package with a temporary id. */
export function newPackage(): PackageRowValues {
  return {
    temporaryId: newTemporaryId(),
    name: VERSION_PARTS_MESSAGES.newPackageName,
    description: "",
    basePriceJson: [],
    packagePriceJson: [],
    customAttributesJson: [],
    archived: false,
  };
}

/**
 * The stored packages after a save, in the order the screen showed them: each temporary id is mapped
 * to the id the server gave it. Packages the screen did not know (added elsewhere) come last.
 */
export function packagesAfterSave(sent: readonly PackageRowValues[], result: ComponentPackageList): ComponentPackage[] {
  const stored = new Map(result.componentPackages.map((item) => [item.componentPackageId, item]));
  const savedIds = new Map((result.savedIds ?? []).map((saved) => [saved.temporaryId, saved.componentPackageId]));
  const ordered: ComponentPackage[] = [];
  for (const row of sent) {
    const id = row.componentPackageId ?? savedIds.get(row.temporaryId ?? "");
    const item = id === undefined ? undefined : stored.get(id);
    if (item === undefined || id === undefined) continue;
    ordered.push(item);
    stored.delete(id);
  }
  return [...ordered, ...stored.values()];
}

import type { CompanyData, CompanyDataUpdateInput } from "@atelier/domain/settings/company-data.schema";
import { UNSAVED_ETAG } from "@atelier/domain/settings/company-settings.schema";
import type { z } from "zod";
import { recordAudit } from "../../../audit/audit-recorder";
import { type Actor, writtenBy } from "../../../auth/actor";
import type { AppDeps } from "../../../deps";
import { assertEtag, requireWritten } from "../../../errors/guards";
import { toCompanyDataDto } from "./company-data.dto";
import { findCompanyData, insertCompanyData, updateCompanyData } from "./company-data.repo";

/** A save as the route's schema parsed it. */
type DataInput = z.output<typeof CompanyDataUpdateInput>;

/** The audit trail's name of the resource: the spec's entity, 'Company data'. */
const RESOURCE_TYPE = "companydata";
const RESOURCE_LABEL = "Global Custom Settings";

/** The caller's company's custom attributes (none while never saved). */
export async function getCompanyData({ db }: Pick<AppDeps, "db">, actor: Actor): Promise<CompanyData> {
  return toCompanyDataDto(actor.companyId, await findCompanyData(db, actor.companyId));
}

/** Saves the list if the etag read is still current (the first save carries UNSAVED_ETAG), recorded in the same transaction. */
export async function updateCompanyDataFor(
  { db, clock }: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  input: DataInput,
): Promise<CompanyData> {
  const { companyId } = actor;
  return db.transaction(async (tx) => {
    const current = await findCompanyData(tx, companyId);
    assertEtag({ etag: current?.etag ?? UNSAVED_ETAG }, input.etag);
    const stamp = { at: clock(), by: writtenBy(actor) };
    const row = requireWritten(
      current
        ? await updateCompanyData(tx, companyId, input.etag, input.customAttributesJson, stamp)
        : await insertCompanyData(tx, companyId, input.customAttributesJson, stamp),
    );
    const before = toCompanyDataDto(companyId, current);
    const after = toCompanyDataDto(companyId, row);
    // The data exist from the start (an empty list): the first save is an update of it.
    await recordAudit(tx, actor, stamp.at, {
      resourceType: RESOURCE_TYPE,
      resourceId: companyId,
      resourcePath: `company/${companyId}/data`,
      resourceLabel: RESOURCE_LABEL,
      action: "update",
      before,
      after,
    });
    return after;
  });
}

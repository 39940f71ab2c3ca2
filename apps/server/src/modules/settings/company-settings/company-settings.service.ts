import {
  type CompanySettings,
  type CompanySettingsUpdateInput,
  UNSAVED_ETAG,
} from "@atelier/domain/settings/company-settings.schema";
import type { z } from "zod";
import { recordAudit } from "../../../audit/audit-recorder";
import { type Actor, writtenBy } from "../../../auth/actor";
import type { AppDeps } from "../../../deps";
import { assertEtag, requireWritten } from "../../../errors/guards";
import { secretsBox } from "../sealing/seal-box-for-config";
import { toCompanySettingsAudit, toCompanySettingsDto } from "./company-settings.dto";
import {
  type CompanySettingsValues,
  findCompanySettings,
  insertCompanySettings,
  updateCompanySettings,
} from "./company-settings.repo";

/** A save as the route's schema parsed it. */
type SettingsInput = z.output<typeof CompanySettingsUpdateInput>;

/** The audit trail's name of the resource: the spec's entity, 'Company settings'. */
const RESOURCE_TYPE = "companysettings";
const RESOURCE_LABEL = "Recipe Settings";

/** The caller's company's Recipe Settings (the defaults while never saved). */
export async function getCompanySettings({ db }: Pick<AppDeps, "db">, actor: Actor): Promise<CompanySettings> {
  return toCompanySettingsDto(actor.companyId, await findCompanySettings(db, actor.companyId));
}

/**
 * Saves every field if the etag read is still current (the first save carries UNSAVED_ETAG), and records
 * the change in the same transaction. The password: absent keeps it, empty clears it, any other text is
 * sealed and replaces it (docs/decisions/server-settings-sftp-password.md).
 */
export async function updateCompanySettingsFor(
  deps: Pick<AppDeps, "db" | "clock" | "config" | "log">,
  actor: Actor,
  input: SettingsInput,
): Promise<CompanySettings> {
  const { etag, recipeSftpPassword, ...fields } = input;
  const values: CompanySettingsValues = { ...fields };
  if (recipeSftpPassword !== undefined) {
    values.recipeSftpPasswordEncrypted =
      recipeSftpPassword === "" ? null : secretsBox(deps.config, deps.log).seal(recipeSftpPassword);
  }
  const { companyId } = actor;
  return deps.db.transaction(async (tx) => {
    const current = await findCompanySettings(tx, companyId);
    assertEtag({ etag: current?.etag ?? UNSAVED_ETAG }, etag);
    const stamp = { at: deps.clock(), by: writtenBy(actor) };
    const row = requireWritten(
      current
        ? await updateCompanySettings(tx, companyId, etag, values, stamp)
        : await insertCompanySettings(tx, companyId, values, stamp),
    );
    await recordAudit(tx, actor, stamp.at, {
      resourceType: RESOURCE_TYPE,
      resourceId: companyId,
      resourcePath: `company/${companyId}/settings`,
      resourceLabel: RESOURCE_LABEL,
      // The settings exist from the start (with their defaults): the first save is an update of those.
      action: "update",
      before: toCompanySettingsAudit(companyId, current),
      after: toCompanySettingsAudit(companyId, row),
    });
    return toCompanySettingsDto(companyId, row);
  });
}

import type { ComponentOption, ComponentOptionUpdateInput } from "@atelier/domain/catalogue/component-option.schema";
import type { z } from "zod";
import { recordAudit } from "../../../audit/audit-recorder";
import { type Actor, writtenBy } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { ComponentOptionRow } from "../../../db/schema/component-options";
import type { AppDeps } from "../../../deps";
import { AppError, assertNoFieldErrors } from "../../../errors/app-error";
import { keepingUnique } from "../../../errors/database-errors";
import { assertEtag, requireFound, requireWritten } from "../../../errors/guards";
import { catalogueAuditWrite } from "../catalogue-entity/catalogue-audit";
import { type OptionFieldValues, toOptionDto, toOptionWriteValues } from "./component-option.dto";
import {
  findOption,
  insertOption,
  isCodeTaken,
  isCompanyDefinition,
  listOptionAttributeLists,
  updateOptionIfCurrent,
} from "./component-option.repo";
import { OPTION_AUDIT } from "./component-option-audit";
import { COMPONENT_OPTION_MESSAGES } from "./component-option-messages";
import { optionReferenceErrors } from "./component-option-references";

type UpdateValues = z.output<typeof ComponentOptionUpdateInput>;
type Deps = Pick<AppDeps, "db" | "clock">;

const codeTaken = () => AppError.conflict(COMPONENT_OPTION_MESSAGES.codeTaken, "code");

async function findOrNotFound(db: Db, companyId: string, optionId: string): Promise<ComponentOptionRow> {
  return requireFound(await findOption(db, companyId, optionId));
}

/** 'Based on' must be one of the company's live definitions (or 'Any'). */
async function checkDefinition(db: Db, companyId: string, definitionId: string | null): Promise<void> {
  if (definitionId === null || (await isCompanyDefinition(db, companyId, definitionId))) return;
  throw AppError.field("componentOptionDefinitionId", COMPONENT_OPTION_MESSAGES.definitionNotFound);
}

async function checkCodeFree(db: Db, companyId: string, code: string, optionId?: string): Promise<void> {
  if (await isCodeTaken(db, companyId, code, optionId)) throw codeTaken();
}

export async function getOption({ db }: Pick<AppDeps, "db">, actor: Actor, optionId: string): Promise<ComponentOption> {
  return toOptionDto(await findOrNotFound(db, actor.companyId, optionId));
}

export async function createOption(deps: Deps, actor: Actor, fields: OptionFieldValues): Promise<ComponentOption> {
  const { db } = deps;
  await checkDefinition(db, actor.companyId, fields.componentOptionDefinitionId);
  assertNoFieldErrors(await optionReferenceErrors(db, actor.companyId, fields));
  await checkCodeFree(db, actor.companyId, fields.code);
  const now = deps.clock();
  return keepingUnique(
    () =>
      db.transaction(async (tx) => {
        const values = { ...toOptionWriteValues(fields), updatedAt: now, updatedBy: writtenBy(actor) };
        const option = toOptionDto(await insertOption(tx, actor.companyId, values));
        await recordAudit(tx, actor, now, optionWrite(option.componentOptionId, "create", null, option));
        return option;
      }),
    codeTaken,
  );
}

const optionWrite = (id: string, action: string, before: ComponentOption | null, after: ComponentOption | null) =>
  catalogueAuditWrite(OPTION_AUDIT, id, action, before, after);

/** Writes every field if the etag is still current; the definition the option is based on stays as it was. */
export async function updateOption(
  deps: Deps,
  actor: Actor,
  optionId: string,
  input: UpdateValues,
): Promise<ComponentOption> {
  const { db } = deps;
  const { etag, ...fields } = input;
  const current = await findOrNotFound(db, actor.companyId, optionId);
  assertEtag(current, etag);
  if (fields.componentOptionDefinitionId !== current.componentOptionDefinitionId) {
    throw AppError.field("componentOptionDefinitionId", COMPONENT_OPTION_MESSAGES.basedOnPermanent);
  }
  assertNoFieldErrors(await optionReferenceErrors(db, actor.companyId, fields));
  await checkCodeFree(db, actor.companyId, fields.code, optionId);
  return keepingUnique(
    () =>
      db.transaction(async (tx) => {
        const current = await findOrNotFound(tx, actor.companyId, optionId);
        assertEtag(current, etag);
        const before = toOptionDto(current);
        const now = deps.clock();
        const values = { ...toOptionWriteValues(fields), updatedAt: now, updatedBy: writtenBy(actor) };
        const row = await updateOptionIfCurrent(tx, actor.companyId, optionId, etag, values);
        const after = toOptionDto(requireWritten(row));
        await recordAudit(tx, actor, now, optionWrite(optionId, "update", before, after));
        return after;
      }),
    codeTaken,
  );
}

/** Archives an option: it leaves lists and reads, and its code is free again. */
export async function archiveOption(deps: Deps, actor: Actor, optionId: string, etag: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await findOrNotFound(tx, actor.companyId, optionId);
    assertEtag(current, etag);
    const now = deps.clock();
    const row = await updateOptionIfCurrent(tx, actor.companyId, optionId, etag, {
      archived: true,
      updatedAt: now,
      updatedBy: writtenBy(actor),
    });
    requireWritten(row);
    await recordAudit(tx, actor, now, optionWrite(optionId, "archive", toOptionDto(current), null));
  });
}

/** The custom attribute lists of the company's live options (another area's read: unmapped values). */
export function optionAttributeLists({ db }: Pick<AppDeps, "db">, companyId: string) {
  return listOptionAttributeLists(db, companyId);
}

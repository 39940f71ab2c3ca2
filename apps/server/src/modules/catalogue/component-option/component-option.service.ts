import type { ComponentOption, ComponentOptionUpdateInput } from "@atelier/domain/catalogue/component-option.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { z } from "zod";
import type { Actor } from "../../../auth/actor";
import type { Clock } from "../../../clock";
import type { Db } from "../../../db/client";
import type { ComponentOptionRow } from "../../../db/schema/component-options";
import { AppError } from "../../../http/app-error";
import { postgresCode } from "../../../http/error-handler";
import { type OptionFieldValues, toOptionDto, toOptionWriteValues } from "./component-option.dto";
import {
  findOption,
  insertOption,
  isCodeTaken,
  isCompanyDefinition,
  updateOptionIfCurrent,
} from "./component-option.repo";
import { COMPONENT_OPTION_MESSAGES } from "./component-option-messages";

/** What an option write needs: the database, the time, and who writes. */
export interface OptionWriter {
  db: Db;
  clock: Clock;
  actor: Actor;
}

type UpdateValues = z.output<typeof ComponentOptionUpdateInput>;

const UNIQUE_VIOLATION = "23505";
export const staleEtag = () => new AppError(412, MESSAGES.staleEtag);
const codeTaken = () => AppError.field("code", COMPONENT_OPTION_MESSAGES.codeTaken, 409);

/** The user a write is recorded against; an API key acts for no user. */
export const updatedByOf = (actor: Actor) => (actor.kind === "user" ? actor.userId : null);

async function findOrNotFound(db: Db, companyId: string, optionId: string): Promise<ComponentOptionRow> {
  const row = await findOption(db, companyId, optionId);
  if (!row) throw AppError.notFound();
  return row;
}

/** 'Based on' must be one of the company's live definitions (or 'Any'). */
async function checkDefinition(db: Db, companyId: string, definitionId: string | null): Promise<void> {
  if (definitionId === null || (await isCompanyDefinition(db, companyId, definitionId))) return;
  throw AppError.field("componentOptionDefinitionId", COMPONENT_OPTION_MESSAGES.definitionNotFound);
}

async function checkCodeFree(db: Db, companyId: string, code: string, optionId?: string): Promise<void> {
  if (await isCodeTaken(db, companyId, code, optionId)) throw codeTaken();
}

/** Runs a write; a code taken meanwhile by a concurrent write answers like one taken before. */
async function keepingCodesUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (postgresCode(error) === UNIQUE_VIOLATION) throw codeTaken();
    throw error;
  }
}

export async function getOption(db: Db, companyId: string, optionId: string): Promise<ComponentOption> {
  return toOptionDto(await findOrNotFound(db, companyId, optionId));
}

export async function createOption(writer: OptionWriter, fields: OptionFieldValues): Promise<ComponentOption> {
  const { db, actor } = writer;
  await checkDefinition(db, actor.companyId, fields.componentOptionDefinitionId);
  await checkCodeFree(db, actor.companyId, fields.code);
  const now = writer.clock();
  const row = await keepingCodesUnique(() =>
    insertOption(db, actor.companyId, {
      ...toOptionWriteValues(fields),
      updatedAt: now,
      updatedBy: updatedByOf(actor),
    }),
  );
  return toOptionDto(row);
}

/** Writes every field if the etag is still current; the definition the option is based on stays as it was. */
export async function updateOption(
  writer: OptionWriter,
  optionId: string,
  input: UpdateValues,
): Promise<ComponentOption> {
  const { db, actor } = writer;
  const { etag, ...fields } = input;
  const current = await findOrNotFound(db, actor.companyId, optionId);
  if (current.etag !== etag) throw staleEtag();
  if (fields.componentOptionDefinitionId !== current.componentOptionDefinitionId) {
    throw AppError.field("componentOptionDefinitionId", COMPONENT_OPTION_MESSAGES.basedOnPermanent);
  }
  await checkCodeFree(db, actor.companyId, fields.code, optionId);
  const row = await keepingCodesUnique(() =>
    updateOptionIfCurrent(db, actor.companyId, optionId, etag, {
      ...toOptionWriteValues(fields),
      updatedAt: writer.clock(),
      updatedBy: updatedByOf(actor),
    }),
  );
  if (!row) throw staleEtag();
  return toOptionDto(row);
}

/** Archives an option: it leaves lists and reads, and its code is free again. */
export async function archiveOption(writer: OptionWriter, optionId: string, etag: string): Promise<void> {
  const { db, actor } = writer;
  const current = await findOrNotFound(db, actor.companyId, optionId);
  if (current.etag !== etag) throw staleEtag();
  const row = await updateOptionIfCurrent(db, actor.companyId, optionId, etag, {
    archived: true,
    updatedAt: writer.clock(),
    updatedBy: updatedByOf(actor),
  });
  if (!row) throw staleEtag();
}

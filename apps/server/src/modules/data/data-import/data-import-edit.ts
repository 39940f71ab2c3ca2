import { applyBatchEdit } from "@atelier/domain/data/batch-edit/apply-batch-edit";
import type { BatchEditCommand } from "@atelier/domain/data/batch-edit/batch-edit-command.schema";
import { readBatchEdit } from "@atelier/domain/data/batch-edit/read-batch-edit";
import { BATCH_MESSAGES, parseBatchFile } from "@atelier/domain/data/batch-file.schema";
import type { BatchEditRequest, BatchEditResponse } from "@atelier/domain/data/data-import.schema";
import { AppError } from "../../../errors/app-error";

export type BatchEditAnswer =
  | { ok: true; response: BatchEditResponse }
  | { ok: false; problem: { message: string; unknownWords: string[] } };

/** The commands to apply: the ones sent (the activation tool, or those confirmed), else the prompt's. */
function commandsOf(input: BatchEditRequest): BatchEditAnswer | BatchEditCommand[] {
  if (input.commands !== undefined && input.commands.length > 0) return input.commands;
  const prompt = input.prompt?.trim() ?? "";
  if (prompt === "") throw AppError.badRequest(BATCH_MESSAGES.needsBatchAndPrompt);
  const read = readBatchEdit(prompt);
  if ("problem" in read) return { ok: false, problem: { message: read.problem, unknownWords: read.unknownWords } };
  return read.commands;
}

/**
 * `POST dataimport/edit` (Batch Tools): a batch edited by commands, or by a prompt read by our own parser
 * (readBatchEdit). Writes nothing: answers the commands, how many entries each changed, and the edited batch
 * indented like an export. A source that is not a batch file: 400 'Not a valid JSON batch file'.
 */
export function editBatch(input: BatchEditRequest): BatchEditAnswer {
  const parsed = parseBatchFile(input.source);
  if (!parsed.ok) throw AppError.badRequest(parsed.message);
  const commands = commandsOf(input);
  if (!Array.isArray(commands)) return commands;
  const applied = applyBatchEdit(parsed.batch, commands);
  return {
    ok: true,
    response: {
      commands,
      changes: applied.changes.map((change) => ({
        command: change.command,
        componentOptions: change.componentOptions.length,
        products: change.products.length,
      })),
      edited: JSON.stringify(applied.batch, null, 4),
    },
  };
}

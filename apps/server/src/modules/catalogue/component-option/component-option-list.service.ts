import {
  COMPONENT_OPTION_EXPORT_FORMAT,
  type ComponentOptionExportDocument,
  type ComponentOptionList,
  type ComponentOptionListQuery,
  type ComponentOptionReorderInput,
} from "@atelier/domain/catalogue/component-option.schema";
import { isActiveFilter, type OptionFilterWords, parseOptionFilter } from "@atelier/domain/catalogue/option-filter";
import type { z } from "zod";
import { type Actor, writtenBy } from "../../../auth/actor";
import { etagOf, type SerialisedList, type SerialisedListCache } from "../../../cache/serialised-list-cache";
import type { Db } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { requireFound } from "../../../errors/guards";
import { toOptionDto, toOptionSummaryDto } from "./component-option.dto";
import {
  countCompanyOptions,
  countOptions,
  findOptionSummaries,
  findOptionsByCodes,
  listFilteredOptionSummaries,
  listOptionSummaries,
  type OptionFilter,
  updatePlacesIfCurrent,
} from "./component-option.repo";
import { COMPONENT_OPTION_MESSAGES } from "./component-option-messages";

type ListQuery = z.output<typeof ComponentOptionListQuery>;
type ReorderValues = z.output<typeof ComponentOptionReorderInput>;

/** The words of the text filter, or undefined when none filters (so '' and 'a' read the same list). */
function textFilterOf(text: string): OptionFilterWords | undefined {
  const words = parseOptionFilter(text);
  return isActiveFilter(words) ? words : undefined;
}

/** The rows up to `take` and how many there are: a text filter counts in its own statement (it reads every option). */
async function readSummaries(db: Db, companyId: string, filter: OptionFilter, take: number) {
  if (filter.text !== undefined) return listFilteredOptionSummaries(db, companyId, filter, take);
  const [rows, total] = await Promise.all([
    listOptionSummaries(db, companyId, filter, take),
    countOptions(db, companyId, filter),
  ]);
  return { rows, total };
}

/**
 * The company's options in list order (of one definition and kept by the text filter when asked), and how
 * many of them there are in all.
 */
async function listOptions(db: Db, companyId: string, query: ListQuery): Promise<ComponentOptionList> {
  const filter = { componentOptionDefinitionId: query.componentOptionDefinitionId, text: textFilterOf(query.filter) };
  const { rows, total } = await readSummaries(db, companyId, filter, query.take);
  return { componentOptions: rows.map(toOptionSummaryDto), total };
}

/**
 * The list as JSON bytes with their ETag, served from `cache` while the company's catalogue revision is
 * unchanged (database triggers raise it with every write to its options: see
 * docs/decisions/server-catalogue-options-list-cache.md). The revision is taken before the rows are read.
 */
export async function readOptionList(
  { db, catalogueRevisions }: Pick<AppDeps, "db" | "catalogueRevisions">,
  actor: Actor,
  cache: SerialisedListCache,
  query: ListQuery,
): Promise<SerialisedList> {
  const { companyId } = actor;
  // Texts with the same words share an entry: 'Red', ' red ' and 'red x' filter alike.
  const words = textFilterOf(query.filter) ?? null;
  const key = JSON.stringify([companyId, query.componentOptionDefinitionId ?? null, query.take, words]);
  const revision = await catalogueRevisions.current(companyId);
  return cache.getOrBuild(key, revision, async () => {
    const body = Buffer.from(JSON.stringify(await listOptions(db, companyId, query)));
    return { revision, etag: etagOf(body), body };
  });
}

/**
 * Gives many options their places in one transaction: every option must be the company's (else 404) and
 * carry its current etag (else 412); on any refusal nothing changes. Answers the reordered options.
 */
export async function reorderOptions(
  deps: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  input: ReorderValues,
): Promise<ComponentOptionList> {
  const ids = input.componentOptions.map((place) => place.componentOptionId);
  if (new Set(ids).size !== ids.length) throw AppError.field("componentOptions", COMPONENT_OPTION_MESSAGES.listedTwice);
  return deps.db.transaction(async (tx) => {
    const changed = await updatePlacesIfCurrent(tx, actor.companyId, input.componentOptions, {
      updatedAt: deps.clock(),
      updatedBy: writtenBy(actor),
    });
    if (changed.length !== ids.length) {
      // Throwing rolls the transaction back: the options already written keep their places and etags.
      if ((await countCompanyOptions(tx, actor.companyId, ids)) !== ids.length) throw AppError.notFound();
      throw AppError.staleEtag();
    }
    const rows = await findOptionSummaries(tx, actor.companyId, ids);
    return { componentOptions: rows.map(toOptionSummaryDto), total: rows.length };
  });
}

/**
 * The export document of the options with `codes`, in the order asked, each once. A code that is not one of
 * the company's live options answers 404 and nothing is exported.
 */
export async function exportOptions(
  deps: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  codes: readonly string[],
): Promise<ComponentOptionExportDocument> {
  const unique = [...new Set(codes)];
  const byCode = new Map((await findOptionsByCodes(deps.db, actor.companyId, unique)).map((row) => [row.code, row]));
  const componentOptions = unique.map((code) => toOptionDto(requireFound(byCode.get(code))));
  return {
    format: COMPONENT_OPTION_EXPORT_FORMAT,
    formatVersion: 1,
    exportedAt: deps.clock().toISOString(),
    componentOptions,
  };
}

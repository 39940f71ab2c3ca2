import {
  COMPONENT_OPTION_EXPORT_FORMAT,
  type ComponentOptionExportDocument,
  type ComponentOptionList,
  type ComponentOptionListQuery,
  type ComponentOptionReorderInput,
} from "@atelier/domain/catalogue/component-option.schema";
import { compileOptionFilter } from "@atelier/domain/catalogue/option-filter";
import type { z } from "zod";
import { recordAudit } from "../../../audit/audit-recorder";
import { type Actor, writtenBy } from "../../../auth/actor";
import type { RevisionCache } from "../../../cache/revision-cache";
import { etagOf, type SerialisedList, type SerialisedListCache } from "../../../cache/serialised-list-cache";
import type { Db } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { requireFound } from "../../../errors/guards";
import { catalogueAuditWrite } from "../catalogue-entity/catalogue-audit";
import { toOptionDto, toOptionSummaryDto } from "./component-option.dto";
import {
  countCompanyOptions,
  countOptions,
  findOptionSummaries,
  findOptionsByCodes,
  listAllOptionSummaries,
  listOptionSummaries,
  updatePlacesIfCurrent,
} from "./component-option.repo";
import { OPTION_AUDIT } from "./component-option-audit";
import { OptionFilterIndex } from "./component-option-filter-index";
import { COMPONENT_OPTION_MESSAGES } from "./component-option-messages";

type ListQuery = z.output<typeof ComponentOptionListQuery>;
type ReorderValues = z.output<typeof ComponentOptionReorderInput>;

/** Audit entries per statement: a reorder of 10,000 options stays under PostgreSQL's parameter limit. */
const AUDIT_BATCH = 1000;

/** The list caches of the option routes: serialised answers, and the companies' filter indexes. */
export interface OptionListCaches {
  lists: SerialisedListCache;
  filterIndexes: RevisionCache<OptionFilterIndex>;
}

/** The company's options in list order (of one definition when asked) up to `take`, and how many there are. */
async function listOptions(db: Db, companyId: string, query: ListQuery): Promise<ComponentOptionList> {
  const filter = { componentOptionDefinitionId: query.componentOptionDefinitionId };
  const [rows, total] = await Promise.all([
    listOptionSummaries(db, companyId, filter, query.take),
    countOptions(db, companyId, filter),
  ]);
  return { componentOptions: rows.map(toOptionSummaryDto), total };
}

/** The company's filter index at `revision`, read once for every text asked until the next write. */
function filterIndexOf(db: Db, companyId: string, revision: number, indexes: RevisionCache<OptionFilterIndex>) {
  return indexes.getOrBuild(companyId, revision, async () => {
    const rows = await listAllOptionSummaries(db, companyId);
    return new OptionFilterIndex(revision, rows.map(toOptionSummaryDto));
  });
}

/**
 * The list as JSON bytes with their ETag, served from the list cache while the company's catalogue revision is
 * unchanged (database triggers raise it with every write to its options: see
 * docs/decisions/server-catalogue-options-list-cache.md). A text filter is applied in memory to the company's
 * filter index of that revision (server-catalogue-options-filter-index.md). The revision is taken before any row
 * is read.
 */
export async function readOptionList(
  { db, catalogueRevisions }: Pick<AppDeps, "db" | "catalogueRevisions">,
  actor: Actor,
  caches: OptionListCaches,
  query: ListQuery,
): Promise<SerialisedList> {
  const { companyId } = actor;
  const filter = compileOptionFilter(query.filter);
  // Texts with the same words share an entry: 'Red', ' red ' and 'red x' filter alike.
  const words = filter.active ? filter.words : null;
  const key = JSON.stringify([companyId, query.componentOptionDefinitionId ?? null, query.take, words]);
  const revision = await catalogueRevisions.current(companyId);
  return caches.lists.getOrBuild(key, revision, async () => {
    const json = filter.active
      ? (await filterIndexOf(db, companyId, revision, caches.filterIndexes)).serialisedList(
          filter,
          query.componentOptionDefinitionId,
          query.take,
        )
      : JSON.stringify(await listOptions(db, companyId, query));
    const body = Buffer.from(json);
    return { revision, etag: etagOf(body), body };
  });
}

/**
 * Gives many options their places in one transaction: every option must be the company's (else 404) and
 * carry its current etag (else 412); on any refusal nothing changes. Each option whose place changed records
 * an update in the audit trail (its place before and after). Answers the reordered options.
 */
export async function reorderOptions(
  deps: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  input: ReorderValues,
): Promise<ComponentOptionList> {
  const ids = input.componentOptions.map((place) => place.componentOptionId);
  if (new Set(ids).size !== ids.length) throw AppError.field("componentOptions", COMPONENT_OPTION_MESSAGES.listedTwice);
  return deps.db.transaction(async (tx) => {
    const before = new Map(
      (await findOptionSummaries(tx, actor.companyId, ids)).map((row) => [row.id, toOptionSummaryDto(row)]),
    );
    const now = deps.clock();
    const changed = await updatePlacesIfCurrent(tx, actor.companyId, input.componentOptions, {
      updatedAt: now,
      updatedBy: writtenBy(actor),
    });
    if (changed.length !== ids.length) {
      // Throwing rolls the transaction back: the options already written keep their places and etags.
      if ((await countCompanyOptions(tx, actor.companyId, ids)) !== ids.length) throw AppError.notFound();
      throw AppError.staleEtag();
    }
    const options = (await findOptionSummaries(tx, actor.companyId, ids)).map(toOptionSummaryDto);
    // An option whose place stayed as it was records nothing (an update without changes).
    const writes = options.map((after) =>
      catalogueAuditWrite(
        OPTION_AUDIT,
        after.componentOptionId,
        "update",
        before.get(after.componentOptionId) ?? null,
        after,
      ),
    );
    for (let start = 0; start < writes.length; start += AUDIT_BATCH) {
      await recordAudit(tx, actor, now, writes.slice(start, start + AUDIT_BATCH));
    }
    return { componentOptions: options, total: options.length };
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

import type { ImportCandidate } from "./import-candidate";
import { isRecord } from "./import-candidate";

/** The catalogue items an export names by id (sites are named by code, which needs no translation). */
export type TranslatedKind = "definitions" | "types" | "placements";

/**
 * Ids of an exporting workspace, each with the id the same item has here: from the items of the same file
 * and from catalogue files imported before (docs/decisions/data-import-references.md).
 */
export type ImportTranslations = Record<TranslatedKind, ReadonlyMap<string, string>>;

type Rename = (kind: TranslatedKind, id: string) => string;
type Item = Record<string, unknown>;

/** `item` with its field `key` renamed when it holds an id. */
function withId(item: Item, key: string, kind: TranslatedKind, rename: Rename): Item {
  const id = item[key];
  return typeof id === "string" ? { ...item, [key]: rename(kind, id) } : item;
}

/** `item` with each object of its list `key` changed by `each` (other values are kept as they are). */
function withEach(item: Item, key: string, each: (entry: Item) => Item): Item {
  const list = item[key];
  if (!Array.isArray(list)) return item;
  return { ...item, [key]: list.map((entry) => (isRecord(entry) ? each(entry) : entry)) };
}

/** A version's groups and views with their placements renamed. */
function versionEntry(entry: Item, rename: Rename): Item {
  const version = entry.version;
  if (!isRecord(version)) return entry;
  const placed = (holder: Item) =>
    withEach(holder, "componentPlacements", (placement) =>
      withId(placement, "componentPlacementId", "placements", rename),
    );
  return { ...entry, version: withEach(withEach(version, "componentGroups", placed), "imageViews", placed) };
}

/** The fields of an exported item with every catalogue id it names renamed, wherever its kind names one. */
function renamedFields(kind: ImportCandidate["kind"], fields: Item, rename: Rename): Item {
  const definition = (item: Item) => withId(item, "componentOptionDefinitionId", "definitions", rename);
  switch (kind) {
    case "componentOption":
      return withEach(definition(fields), "variables", definition);
    case "componentType":
      return withEach(withEach(fields, "componentOptionDefinitions", definition), "partCodeFormat", (sequence) =>
        withId(sequence, "targetId", "definitions", rename),
      );
    case "componentPlacement":
      return withEach(fields, "componentTypes", (type) => withId(type, "componentTypeId", "types", rename));
    default:
      return fields;
  }
}

/** The candidate with every catalogue id it names passed through `rename` (a batch entry names none). */
function renamed(candidate: ImportCandidate, rename: Rename): ImportCandidate {
  if (candidate.source === "batch") return candidate;
  return {
    ...candidate,
    fields: renamedFields(candidate.kind, candidate.fields, rename),
    versions: candidate.versions.map((entry) => (isRecord(entry) ? versionEntry(entry, rename) : entry)),
  };
}

/**
 * The catalogue ids an export entry names: an option's definition and its variables' definitions, a type's
 * definitions and part code targets, a placement's types, the placements of a product's versions' groups and views.
 */
export function namedCatalogueIds(candidate: ImportCandidate): Record<TranslatedKind, string[]> {
  const named: Record<TranslatedKind, string[]> = { definitions: [], types: [], placements: [] };
  renamed(candidate, (kind, id) => {
    named[kind].push(id);
    return id;
  });
  return named;
}

/**
 * The candidate with each catalogue id it names replaced by the id the same item has here, so that the plan and
 * the checks read this workspace's ids; an id without a translation (this workspace's own, or unknown) stays.
 */
export function translateReferences(candidate: ImportCandidate, translations: ImportTranslations): ImportCandidate {
  return renamed(candidate, (kind, id) => translations[kind].get(id) ?? id);
}

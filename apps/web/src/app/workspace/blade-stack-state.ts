import { type BladeKind, bladeKindInfo } from "./blade-kinds";
import type { Blade, OpenBladeOptions } from "./blade-types";

/** A blade before ids are assigned: its parent is given by position in the stack. */
export type BladeEntry = Omit<Blade, "id" | "parentId"> & { parentIndex?: number };

/** A singleton kind opened to pick is a blade of its own, so picking leaves the open list (and what is stacked on it) alone. */
function isSingleton(entry: Pick<Blade, "kind" | "mode">): boolean {
  return bladeKindInfo(entry.kind).singleton && entry.mode !== "pick";
}

function baseId(entry: Pick<Blade, "kind" | "mode" | "itemId">): string {
  if (isSingleton(entry)) return entry.kind;
  return `${entry.kind}.${entry.itemId ?? entry.mode}`;
}

/**
 * Gives every blade an id derived from its kind, mode and item (with a counter for repeats), so the
 * same stack always gets the same ids. Blades whose parent is missing or comes later are dropped,
 * as are repeated singletons: closing a parent always closes what was stacked on it.
 */
export function fromEntries(entries: readonly BladeEntry[]): Blade[] {
  const stack: Blade[] = [];
  const idAt = new Map<number, string>();
  const taken = new Set<string>();
  entries.forEach((entry, index) => {
    const { parentIndex, ...rest } = entry;
    const parentId = parentIndex === undefined ? undefined : idAt.get(parentIndex);
    if (parentIndex !== undefined && (parentIndex >= index || parentId === undefined)) return;
    const base = baseId(entry);
    if (taken.has(base) && isSingleton(entry)) return;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}#${n}`;
    taken.add(id);
    idAt.set(index, id);
    stack.push(parentId === undefined ? { ...rest, id } : { ...rest, id, parentId });
  });
  return stack;
}

export function toEntries(stack: readonly Blade[]): BladeEntry[] {
  return stack.map(({ id: _id, parentId, ...rest }) => {
    const parentIndex = parentId === undefined ? -1 : stack.findIndex((blade) => blade.id === parentId);
    return parentIndex < 0 ? rest : { ...rest, parentIndex };
  });
}

/** Re-derives ids after a change, keeping parents attached by position. */
function normalise(stack: readonly Blade[]): Blade[] {
  return fromEntries(toEntries(stack));
}

/** The ids of a blade and of every blade stacked on it, recursively. */
export function subtreeIds(stack: readonly Blade[], id: string): Set<string> {
  const ids = new Set([id]);
  for (const blade of stack) {
    if (blade.parentId !== undefined && ids.has(blade.parentId)) ids.add(blade.id);
  }
  return ids;
}

function withoutChildren(stack: readonly Blade[], id: string): Blade[] {
  const ids = subtreeIds(stack, id);
  ids.delete(id);
  return stack.filter((blade) => !ids.has(blade.id));
}

interface OpenResult {
  stack: Blade[];
  /** The id of the blade opened or updated, to bring into view. */
  openedId: string;
}

export function openBlade(stack: readonly Blade[], kind: BladeKind, options: OpenBladeOptions = {}): OpenResult {
  const mode = options.mode ?? "list";
  const existing = isSingleton({ kind, mode }) ? stack.find((blade) => blade.id === kind) : undefined;
  if (existing) {
    const changed = existing.mode !== mode || existing.itemId !== options.itemId;
    const base = changed ? withoutChildren(stack, existing.id) : [...stack];
    const updated = base.map((blade) =>
      blade.id === existing.id
        ? clean({
            ...blade,
            mode,
            itemId: options.itemId,
            size: options.size ?? blade.size,
            fullscreen: options.fullscreen ?? blade.fullscreen,
          })
        : blade,
    );
    const next = normalise(updated);
    return { stack: next, openedId: next[updated.findIndex((blade) => blade.id === existing.id)]?.id ?? kind };
  }
  const parentExists = options.parentId !== undefined && stack.some((blade) => blade.id === options.parentId);
  const parentId = parentExists ? options.parentId : undefined;
  const base = parentId === undefined ? [...stack] : withoutChildren(stack, parentId);
  const fresh = clean({
    id: "\u0000new",
    kind,
    mode,
    itemId: options.itemId,
    parentId,
    size: options.size,
    fullscreen: options.fullscreen,
  });
  const at = parentId === undefined ? base.length : base.findIndex((blade) => blade.id === parentId) + 1;
  base.splice(at, 0, fresh);
  const next = normalise(base);
  return { stack: next, openedId: next[at]?.id ?? "" };
}

/** Closes a blade and, recursively, every blade stacked on it. */
export function closeBlade(stack: readonly Blade[], id: string): Blade[] {
  const ids = subtreeIds(stack, id);
  return normalise(stack.filter((blade) => !ids.has(blade.id)));
}

export type BladePatch = Partial<Pick<Blade, "mode" | "itemId" | "size" | "fullscreen">>;

export function updateBlade(stack: readonly Blade[], id: string, patch: BladePatch): Blade[] {
  return normalise(stack.map((blade) => (blade.id === id ? clean({ ...blade, ...patch }) : blade)));
}

/** Drops undefined and false optional fields, so equal stacks compare and encode equally. */
function clean(blade: Blade): Blade {
  const result: Blade = { id: blade.id, kind: blade.kind, mode: blade.mode };
  if (blade.itemId !== undefined && blade.itemId !== "") result.itemId = blade.itemId;
  if (blade.parentId !== undefined) result.parentId = blade.parentId;
  if (blade.size !== undefined && blade.size !== bladeKindInfo(blade.kind).size) result.size = blade.size;
  if (blade.fullscreen) result.fullscreen = true;
  return result;
}

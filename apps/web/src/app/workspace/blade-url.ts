import { isBladeKind } from "./blade-kinds";
import { type BladeEntry, fromEntries, toEntries } from "./blade-stack-state";
import { BLADE_MODES, BLADE_SIZES, type Blade, type BladeMode, type BladeSize } from "./blade-types";

/**
 * The blade stack in the address, as one readable query parameter:
 *   ?b=MetadataGuide.list~ComponentOptions.list@0~EditProduct.edit.42@1:xlarge!
 * Blades are separated by `~`; each is `Kind.mode[.itemId][@parentIndex][:size][!]`, where `!` means
 * fullscreen and the item id is percent-encoded (its `.`, `~` and `!` included).
 */
const BLADE_PARAM = "b";

/** More blades than this in an address is not a real workspace: the rest is ignored. */
const MAX_BLADES = 24;

const SEGMENT = /^([A-Za-z]+)\.([a-z]+)(?:\.([^@:!]+))?(?:@(\d{1,2}))?(?::([a-z]+))?(!)?$/;

function encodeItemId(itemId: string): string {
  return encodeURIComponent(itemId).replace(/[.~!*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function encodeEntry(entry: BladeEntry): string {
  let segment = `${entry.kind}.${entry.mode}`;
  if (entry.itemId !== undefined) segment += `.${encodeItemId(entry.itemId)}`;
  if (entry.parentIndex !== undefined) segment += `@${entry.parentIndex}`;
  if (entry.size !== undefined) segment += `:${entry.size}`;
  if (entry.fullscreen) segment += "!";
  return segment;
}

/** The query string (with its `?`) that holds the stack; empty for an empty stack. */
export function toSearch(stack: readonly Blade[]): string {
  if (stack.length === 0) return "";
  return `?${BLADE_PARAM}=${toEntries(stack).map(encodeEntry).join("~")}`;
}

function rawParam(search: string): string | undefined {
  const pairs = search.replace(/^\?/, "").split("&");
  const pair = pairs.find((p) => p.startsWith(`${BLADE_PARAM}=`));
  return pair?.slice(BLADE_PARAM.length + 1);
}

function decodeEntry(segment: string): BladeEntry | undefined {
  const match = SEGMENT.exec(segment);
  if (!match) return undefined;
  const [, kind = "", mode = "", rawItemId, parent, size, fullscreen] = match;
  if (!isBladeKind(kind) || !(BLADE_MODES as readonly string[]).includes(mode)) return undefined;
  if (size !== undefined && !(BLADE_SIZES as readonly string[]).includes(size)) return undefined;
  const entry: BladeEntry = { kind, mode: mode as BladeMode };
  if (rawItemId !== undefined) {
    try {
      entry.itemId = decodeURIComponent(rawItemId);
    } catch {
      return undefined;
    }
  }
  if (parent !== undefined) entry.parentIndex = Number(parent);
  if (size !== undefined) entry.size = size as BladeSize;
  if (fullscreen) entry.fullscreen = true;
  return entry;
}

/**
 * Reads the stack from a query string. Unknown kinds, malformed segments and blades stacked on a
 * dropped blade are left out; it never throws.
 */
export function fromSearch(search: string): Blade[] {
  const value = rawParam(search);
  if (!value) return [];
  const stack = parseValue(value);
  if (!value.includes("%")) return stack;
  // A link that went through another tool may have been percent-encoded once more: keep the better reading.
  try {
    const decoded = parseValue(decodeURIComponent(value));
    return decoded.length > stack.length ? decoded : stack;
  } catch {
    return stack;
  }
}

function parseValue(value: string): Blade[] {
  const segments = value.split("~").slice(0, MAX_BLADES);
  // Keep positions while decoding so parent indexes still point at the right blade.
  const kept: BladeEntry[] = [];
  const newIndex = new Map<number, number>();
  segments.forEach((segment, index) => {
    const entry = decodeEntry(segment);
    if (entry === undefined) return;
    if (entry.parentIndex !== undefined) {
      const parentIndex = newIndex.get(entry.parentIndex);
      if (parentIndex === undefined || entry.parentIndex >= index) return;
      entry.parentIndex = parentIndex;
    }
    newIndex.set(index, kept.length);
    kept.push(entry);
  });
  return fromEntries(kept);
}

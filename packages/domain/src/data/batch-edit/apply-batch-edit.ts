import type { BatchEntry, BatchFile } from "../batch-file.schema";
import type { BatchEditCommand, BatchEditCondition, BatchEditTarget } from "./batch-edit-command.schema";

/** What one command changed: the codes of the entries it changed (an entry left as it was is not counted). */
export interface BatchEditChange {
  command: BatchEditCommand;
  componentOptions: string[];
  products: string[];
}

export interface AppliedBatchEdit {
  batch: BatchFile;
  changes: BatchEditChange[];
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Codes and tags compare without case: a prompt says 'red' for RED. */
export function matchesCondition(entry: BatchEntry, condition: BatchEditCondition): boolean {
  const code = entry.code.toLowerCase();
  switch (condition.type) {
    case "codeStartsWith":
      return code.startsWith(condition.value.toLowerCase());
    case "codeEndsWith":
      return code.endsWith(condition.value.toLowerCase());
    case "codeContains":
      return code.includes(condition.value.toLowerCase());
    case "codeEquals":
      return same(entry.code, condition.value);
    case "tagged":
      return (entry.tags ?? []).some((tag) => same(tag, condition.tag));
    case "notTagged":
      return !(entry.tags ?? []).some((tag) => same(tag, condition.tag));
    case "attributeEquals":
      return (entry.customAttributes ?? []).some(
        (attribute) => same(attribute.name, condition.name) && same(String(attribute.value ?? ""), condition.value),
      );
    case "inactive":
      return entry.inactive === true;
    case "active":
      return entry.inactive !== true;
  }
}

export function matchesTarget(entry: BatchEntry, target: BatchEditTarget): boolean {
  return target.where.every((condition) => matchesCondition(entry, condition));
}

/** The entry after the command, or the same object when the command changes nothing in it. */
function editEntry(entry: BatchEntry, command: BatchEditCommand): BatchEntry {
  switch (command.op) {
    case "addTag": {
      const tags = entry.tags ?? [];
      if (tags.some((tag) => same(tag, command.tag))) return entry;
      return { ...entry, tags: [...tags, command.tag] };
    }
    case "removeTag": {
      const tags = entry.tags ?? [];
      const kept = tags.filter((tag) => !same(tag, command.tag));
      return kept.length === tags.length ? entry : { ...entry, tags: kept };
    }
    case "activate":
    case "deactivate": {
      const inactive = command.op === "deactivate";
      if (command.scope.kind === "global") {
        // A global activeFrom is kept on the entry itself, beside inactive.
        const unchanged =
          entry.inactive === inactive && (command.activeFrom === undefined || entry.activeFrom === command.activeFrom);
        if (unchanged) return entry;
        return { ...entry, inactive, ...(command.activeFrom === undefined ? {} : { activeFrom: command.activeFrom }) };
      }
      const site = command.scope.site;
      const sites = entry.inactivePerSite ?? [];
      const index = sites.findIndex((s) => same(s.site, site));
      const current = sites[index];
      if (current === undefined) {
        const added = {
          site,
          inactive,
          ...(command.activeFrom === undefined ? {} : { activeFrom: command.activeFrom }),
        };
        return { ...entry, inactivePerSite: [...sites, added] };
      }
      const unchanged =
        current.inactive === inactive &&
        (command.activeFrom === undefined || current.activeFrom === command.activeFrom);
      if (unchanged) return entry;
      const next = {
        ...current,
        inactive,
        ...(command.activeFrom === undefined ? {} : { activeFrom: command.activeFrom }),
      };
      return { ...entry, inactivePerSite: sites.map((s, i) => (i === index ? next : s)) };
    }
    case "setAttribute": {
      const attributes = entry.customAttributes ?? [];
      const index = attributes.findIndex((a) => same(a.name, command.name));
      const current = attributes[index];
      if (current === undefined) {
        return { ...entry, customAttributes: [...attributes, { name: command.name, value: command.value }] };
      }
      if (current.value === command.value) return entry;
      return {
        ...entry,
        customAttributes: attributes.map((a, i) => (i === index ? { ...a, value: command.value } : a)),
      };
    }
    case "removeAttribute": {
      const attributes = entry.customAttributes ?? [];
      const kept = attributes.filter((a) => !same(a.name, command.name));
      return kept.length === attributes.length ? entry : { ...entry, customAttributes: kept };
    }
  }
}

function editList(list: BatchEntry[] | undefined, command: BatchEditCommand, changed: string[]) {
  if (list === undefined) return undefined;
  return list.map((entry) => {
    if (!matchesTarget(entry, command.target)) return entry;
    const next = editEntry(entry, command);
    if (next !== entry) changed.push(entry.code);
    return next;
  });
}

/** Applies the commands in order to a copy of the batch (the given batch is left as it is). */
export function applyBatchEdit(batch: BatchFile, commands: readonly BatchEditCommand[]): AppliedBatchEdit {
  let current: BatchFile = batch;
  const changes: BatchEditChange[] = [];
  for (const command of commands) {
    const change: BatchEditChange = { command, componentOptions: [], products: [] };
    const kind = command.target.kind;
    const next: BatchFile = { ...current };
    if (kind !== "products") {
      const edited = editList(current.componentOptions, command, change.componentOptions);
      if (edited !== undefined) next.componentOptions = edited;
    }
    if (kind !== "componentOptions") {
      const edited = editList(current.products, command, change.products);
      if (edited !== undefined) next.products = edited;
    }
    current = next;
    changes.push(change);
  }
  return { batch: current, changes };
}

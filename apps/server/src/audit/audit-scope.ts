import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Counts the audit entries recorded while a request runs, so that a write route that records none is
 * caught (see audit-hooks.ts): every write to a resource must leave an entry.
 */
const scope = new AsyncLocalStorage<{ recorded: number }>();

export function runInAuditScope<T>(run: () => T): T {
  return scope.run({ recorded: 0 }, run);
}

/** Called by recordAudit: the current request has recorded (or deliberately skipped an empty update). */
export function noteAuditRecorded(): void {
  const current = scope.getStore();
  if (current) current.recorded++;
}

export function auditsRecordedInScope(): number | undefined {
  return scope.getStore()?.recorded;
}

import { AsyncLocalStorage } from "node:async_hooks";

/** What one request has recorded so far. */
export interface AuditScope {
  recorded: number;
}

/**
 * Counts the audit entries recorded while a request runs, so that a write route that records none is
 * caught (see audit-hooks.ts): every write to a resource must leave an entry.
 */
const storage = new AsyncLocalStorage<AuditScope>();

/** Runs `run` (and everything it awaits or schedules) with `scope` as the current request's count. */
export function runInAuditScope<T>(run: () => T, scope: AuditScope = { recorded: 0 }): T {
  return storage.run(scope, run);
}

/** Called by recordAudit: the current request has recorded (or deliberately skipped an empty update). */
export function noteAuditRecorded(): void {
  const current = storage.getStore();
  if (current) current.recorded++;
}

export function auditsRecordedInScope(): number | undefined {
  return storage.getStore()?.recorded;
}

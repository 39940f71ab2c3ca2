import { randomBytes } from "node:crypto";

const SEQUENCE_MAX = 0xfff;
let lastMs = 0;
let sequence = 0;

/**
 * A new audit entry id that sorts after every id this process made before it: a UUID version 7 (48 bits of
 * milliseconds, then a 12-bit counter within the millisecond, then random bits), written in lower-case hex.
 * Entries of one write share their time, so the trail's order (time, then id, descending) shows them in the
 * order they were recorded (docs/decisions/audit-page-tokens.md).
 */
export function newAuditEntryId(now: number = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else if (sequence < SEQUENCE_MAX) {
    sequence++;
  } else {
    // More than 4,096 ids in one millisecond: borrow the next one.
    lastMs++;
    sequence = 0;
  }
  const time = lastMs.toString(16).padStart(12, "0");
  const counter = (0x7000 | sequence).toString(16);
  const random = randomBytes(8);
  random[0] = ((random[0] ?? 0) & 0x3f) | 0x80;
  const tail = random.toString("hex");
  return `${time.slice(0, 8)}-${time.slice(8)}-${counter}-${tail.slice(0, 4)}-${tail.slice(4)}`;
}

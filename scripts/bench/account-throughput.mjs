// GET /api/v1/account with a session cookie, beside a bare Fastify route answering the same bytes.
import { measureSignedInBesideBare } from "./throughput.mjs";

export function measureAccountThroughput(options) {
  return measureSignedInBesideBare({ ...options, pathAndQuery: "/api/v1/account" });
}

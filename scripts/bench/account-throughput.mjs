// GET /api/v1/account with a session cookie, beside a bare Fastify route answering the same bytes.
import { measureBesideBare, signIn } from "./throughput.mjs";

export async function measureAccountThroughput({ baseUrl, barePort, dataDir, email, password }) {
  const cookie = await signIn(baseUrl, { email, password });
  return measureBesideBare({ baseUrl, pathAndQuery: "/api/v1/account", cookie, barePort, dataDir });
}

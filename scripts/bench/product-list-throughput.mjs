// GET /api/v1/product?expand=recentversions&take=50 over 10,000 products of 3 versions each, signed in as
// the demo administrator, beside a bare Fastify route answering the same bytes from memory.
import { measureBesideBare, signIn } from "./throughput.mjs";

const LIST_PATH = "/api/v1/product?expand=recentversions&take=50";

/** Expects a server whose demo company holds the bench catalogue (product-list-seed.mjs). */
export async function measureProductList({ baseUrl, barePort, dataDir, email, password }) {
  const cookie = await signIn(baseUrl, { email, password });
  return measureBesideBare({
    baseUrl,
    pathAndQuery: LIST_PATH,
    cookie,
    barePort,
    dataDir,
    check: ({ total }) => {
      if (total < 10_000) throw new Error(`the bench company has ${total} products, not 10,000`);
    },
  });
}

// GET /api/v1/product?expand=recentversions&take=50 over 10,000 products of 3 versions each, signed in as
// the demo administrator, beside a bare Fastify route answering the same bytes from memory.
import { measureSignedInBesideBare } from "./throughput.mjs";

/** Expects a server whose demo company holds the bench catalogue (product-list-seed.mjs). */
export function measureProductList(options) {
  return measureSignedInBesideBare({
    ...options,
    pathAndQuery: "/api/v1/product?expand=recentversions&take=50",
    check: ({ total }) => {
      if (total < 10_000) throw new Error(`the bench company has ${total} products, not 10,000`);
    },
  });
}

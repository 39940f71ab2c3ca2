// The Products blade over a company with many products: time from opening it to rows shown, and the
// time a quick-filter keystroke takes to repaint. Expects a running server whose demo company holds
// the products (scripts/bench/product-list-seed.mjs adds 10,000).
import { measureBladeKeystrokes } from "./blade-keystrokes.mjs";

/**
 * Signs in as the demo administrator, opens the Products blade through 'View All (N)' and types in its
 * filter: first 'bench-', which every bench product's style code starts with, then keystrokes each
 * changing which products match (1112, 111, 11, 1 ... of BENCH-1 .. BENCH-10000).
 */
export async function measureProductsBlade({ baseUrl }) {
  const { total, ...times } = await measureBladeKeystrokes({
    baseUrl,
    blade: '[data-blade-id="Products"]',
    entry: /^View All \(\d+\)$/,
    row: '[data-testid="product-row"]',
    count: '[data-testid="products-count"]',
    prefix: "bench-",
    countTimeout: 30_000,
    showEntry: async (sidebar) => {
      await sidebar.getByRole("button", { name: "All Products", exact: true }).click();
      await sidebar.getByRole("button", { name: /^View All \(\d+\)$/ }).waitFor({ timeout: 30_000 });
    },
  });
  return { ...times, products: total };
}

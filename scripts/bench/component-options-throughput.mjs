// GET /api/v1/componentoption?take=100000 over 100,000 options (every option of the company, as the Component
// options blade loads them before its quick text filter runs in the browser), signed in as the demo
// administrator, beside a bare Fastify route answering the same bytes from memory.
import { measureSignedInBesideBare } from "./throughput.mjs";

const OPTIONS = 100_000;

/** Expects a server whose demo company holds the bench options (component-options-seed.mjs). */
export function measureComponentOptionList(options) {
  return measureSignedInBesideBare({
    ...options,
    pathAndQuery: `/api/v1/componentoption?take=${OPTIONS}`,
    check: ({ componentOptions, total }) => {
      if (total < OPTIONS || componentOptions.length < OPTIONS) {
        throw new Error(`the bench company lists ${componentOptions.length} of ${total} options, not ${OPTIONS}`);
      }
    },
  });
}

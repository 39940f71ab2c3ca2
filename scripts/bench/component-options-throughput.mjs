// GET /api/v1/componentoption over 100,000 options, signed in as the demo administrator:
// - the whole list (take=100000), as the Component Options blade loads it before its quick text filter runs
//   in the browser, beside a bare Fastify route answering the same bytes from memory;
// - the list with a text filter (filter=...), once with one text (answered from the list cache after the first
//   request, beside the bare route) and once with a new text on every request, so every answer is read from
//   the database (the cost of a filter nobody asked before).
import autocannon from "autocannon";
import { measureSignedInBesideBare, signIn } from "./throughput.mjs";

const OPTIONS = 100_000;
const LOAD = { connections: 10, duration: 10 };
/** One seeded tag in 25 (component-options-seed.mjs tags option i with 'shade-{i % 25}'). */
const SHADE_FILTER = "shade-7";
const SHADE_MATCHES = OPTIONS / 25;

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

/** The list kept by one text filter (the same text on every request), beside the bare route. */
export function measureFilteredComponentOptionList(options) {
  return measureSignedInBesideBare({
    ...options,
    pathAndQuery: `/api/v1/componentoption?take=${OPTIONS}&filter=${encodeURIComponent(SHADE_FILTER)}`,
    check: ({ componentOptions, total }) => {
      if (total !== SHADE_MATCHES || componentOptions.length !== SHADE_MATCHES) {
        throw new Error(`'${SHADE_FILTER}' kept ${componentOptions.length} of ${total} options, not ${SHADE_MATCHES}`);
      }
    },
  });
}

/**
 * The list with a text never asked before on each request: a code fragment such as 'opt-01234', which keeps
 * the 10 options OPT-012340 .. OPT-012349, so every answer is a cache miss read from the database.
 */
export async function measureUncachedFilter({ baseUrl, email, password }) {
  const cookie = await signIn(baseUrl, { email, password });
  let next = 1000 + Math.floor(Math.random() * 8000);
  const path = () => {
    next += 1;
    return `/api/v1/componentoption?take=${OPTIONS}&filter=opt-0${String(next % 10_000).padStart(4, "0")}`;
  };
  const sample = await fetch(`${baseUrl}${path()}`, { headers: { cookie } });
  const { componentOptions } = await sample.json();
  if (!sample.ok || componentOptions.length !== 10) {
    throw new Error(`a code fragment answered ${sample.status} with ${componentOptions?.length} options, not 10`);
  }
  const result = await new Promise((done, fail) => {
    autocannon(
      {
        url: baseUrl,
        headers: { cookie },
        ...LOAD,
        requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: path() }) }],
      },
      (error, answer) => (error ? fail(error) : done(answer)),
    );
  });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} answers were not 2xx`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

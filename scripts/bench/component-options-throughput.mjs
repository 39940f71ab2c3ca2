// GET /api/v1/componentoption over 100,000 options, signed in as the demo administrator:
// - the whole list (take=100000), as the Component Options blade loads it before its quick text filter runs
//   in the browser, beside a bare Fastify route answering the same bytes from memory;
// - the list with a text filter (filter=...), once with one text (answered from the list cache after the first
//   request, beside the bare route) and once with a new text on every request, so no answer comes from the list
//   cache (the cost of a filter nobody asked before).
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
 * The list with a text never asked before on each request: 'number NNNNN' (NNNNN from 10001 to 99999, in turn
 * from a random start), which keeps the option of that number (its description reads 'An option of the list
 * bench, number NNNNN.'), so no answer comes from the list cache. Measured one request at a time (the time a
 * new text costs the server) and with 10 connections (how many new texts it answers a second); latencies in ms.
 */
export async function measureUncachedFilter({ baseUrl, email, password }) {
  const cookie = await signIn(baseUrl, { email, password });
  const texts = newFilterTexts();
  const sample = await fetch(`${baseUrl}${texts.next()}`, { headers: { cookie } });
  const { componentOptions } = await sample.json();
  if (!sample.ok || componentOptions?.length !== 1) {
    throw new Error(`a new text answered ${sample.status} with ${componentOptions?.length} options, not 1`);
  }
  return {
    oneAtATime: await loadNewTexts(baseUrl, cookie, texts, 1),
    tenConnections: await loadNewTexts(baseUrl, cookie, texts, LOAD.connections),
  };
}

/** Paths of the list with 'number NNNNN', a number not asked before on each call (89,999 of them). */
function newFilterTexts() {
  const first = 10_001;
  const count = 99_999 - first + 1;
  let next = Math.floor(Math.random() * count);
  return {
    next: () => {
      next += 1;
      return `/api/v1/componentoption?take=${OPTIONS}&filter=${encodeURIComponent(`number ${first + (next % count)}`)}`;
    },
  };
}

async function loadNewTexts(baseUrl, cookie, texts, connections) {
  const result = await new Promise((done, fail) => {
    autocannon(
      {
        url: baseUrl,
        headers: { cookie },
        connections,
        duration: LOAD.duration,
        requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: texts.next() }) }],
      },
      (error, answer) => (error ? fail(error) : done(answer)),
    );
  });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} answers were not 2xx`);
  return { rps: result.requests.average, median: result.latency.p50, p99: result.latency.p99 };
}

/** Records the figures of measureUncachedFilter: median and p99 latency and req/s, one at a time and loaded. */
export function addUncachedFilterFigures(results, load) {
  for (const [mode, figures] of [
    ["one-at-a-time", load.oneAtATime],
    ["10-connections", load.tenConnections],
  ]) {
    const name = `api.component-options-filter-uncached.${mode}`;
    results.add(`${name}.median`, figures.median, "ms");
    results.add(`${name}.p99`, figures.p99, "ms");
    results.add(`${name}.rps`, figures.rps, "req/s");
  }
}

// Requests per second of one signed-in route beside a bare Fastify route that answers the same bytes
// from memory, in a process of its own (as the server runs in its own), under the same load.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { ROOT, waitUntilUp } from "./processes.mjs";

/** One measured load; each side is loaded ROUNDS times, taking turns, and its median round counts. */
const LOAD = { connections: 10, duration: 5 };
const ROUNDS = 3;
/** A first load of each side, not counted, so that both are measured with their code optimised (JIT warm). */
const WARM_UP = { connections: 10, duration: 3 };

/** Signs in through the API; resolves the session cookie header. */
export async function signIn(baseUrl, { email, password }) {
  const response = await fetch(`${baseUrl}/api/v1/account/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ username: email, password }),
  });
  if (!response.ok) throw new Error(`sign-in for the bench answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(";")[0]);
  if (cookies.length === 0) throw new Error("sign-in for the bench set no cookie");
  return cookies.join("; ");
}

/** The bare route: Fastify sending the bytes from memory, nothing else. */
const BARE_SERVER = `
import { readFileSync } from "node:fs";
import Fastify from "fastify";
const body = readFileSync(process.env.BARE_BODY);
const app = Fastify({ logger: false });
app.get(process.env.BARE_PATH, (_request, reply) => reply.type(process.env.BARE_TYPE).send(body));
await app.listen({ port: Number(process.env.BARE_PORT), host: "localhost" });
`;

async function startBare({ port, path, body, contentType, dataDir }) {
  const bodyFile = join(dataDir, `bare-body-${port}.bin`);
  writeFileSync(bodyFile, body);
  const child = spawn(process.execPath, ["--input-type=module", "-e", BARE_SERVER], {
    cwd: ROOT,
    stdio: "ignore",
    env: { ...process.env, BARE_BODY: bodyFile, BARE_PATH: path, BARE_TYPE: contentType, BARE_PORT: String(port) },
  });
  await waitUntilUp(`http://localhost:${port}${path}`, { child, timeoutMs: 30_000 });
  return child;
}

function load(url, headers, settings) {
  return new Promise((done, fail) => {
    autocannon({ url, headers, ...settings }, (error, result) => (error ? fail(error) : done(result)));
  });
}

function summary(result) {
  if (result.non2xx > 0) throw new Error(`${result.non2xx} answers were not 2xx for ${result.url}`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** The round of median requests per second. */
const medianRound = (rounds) => [...rounds].sort((a, b) => a.rps - b.rps)[Math.floor(rounds.length / 2)];

/**
 * Both sides warmed up, then loaded in turns (bare, route, bare, route ...) so that a passing disturbance of
 * the machine weighs on both alike; each side's median round. `settings` may shorten the loads and rounds.
 */
export async function loadInTurns(sides, { load: each = LOAD, warmUp = WARM_UP, rounds: count = ROUNDS } = {}) {
  for (const side of sides) await load(side.url, side.headers, warmUp);
  const rounds = sides.map(() => []);
  for (let round = 0; round < count; round += 1) {
    for (const [index, side] of sides.entries()) rounds[index].push(summary(await load(side.url, side.headers, each)));
  }
  return rounds.map(medianRound);
}

/**
 * Loads `pathAndQuery` on the server with `cookie` and the bare route on `barePort` with the bytes the
 * server answered, in turns (loadInTurns). `check(json)` may refuse the sample answer (e.g. too few products).
 */
export async function measureBesideBare({ baseUrl, pathAndQuery, cookie, barePort, dataDir, check = () => {} }) {
  const sample = await fetch(`${baseUrl}${pathAndQuery}`, { headers: { cookie } });
  if (!sample.ok) throw new Error(`GET ${pathAndQuery} answered ${sample.status}`);
  const body = Buffer.from(await sample.arrayBuffer());
  check(JSON.parse(body.toString("utf8")));
  const contentType = sample.headers.get("content-type") ?? "application/json; charset=utf-8";
  const path = pathAndQuery.split("?")[0];
  const bare = await startBare({ port: barePort, path, body, contentType, dataDir });
  try {
    const [bareResult, routeResult] = await loadInTurns([
      { url: `http://localhost:${barePort}${pathAndQuery}`, headers: {} },
      { url: `${baseUrl}${pathAndQuery}`, headers: { cookie } },
    ]);
    return { route: routeResult, bare: bareResult, ratio: routeResult.rps / bareResult.rps, bytes: body.length };
  } finally {
    bare.kill("SIGKILL");
  }
}

/** Signs in as `email`, then measures `pathAndQuery` beside the bare route (see measureBesideBare). */
export async function measureSignedInBesideBare({ email, password, ...options }) {
  const cookie = await signIn(options.baseUrl, { email, password });
  return measureBesideBare({ ...options, cookie });
}

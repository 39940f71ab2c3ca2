// GET /api/v1/product?expand=recentversions&take=50 over 10,000 products of 3 versions each, signed in as
// the demo administrator, beside a bare Fastify route answering the same bytes from memory.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { freshDataDir, ROOT, run, startServer, stop, waitUntilUp } from "./processes.mjs";

const LOAD = { connections: 10, duration: 10 };
const DEMO = { username: "admin@demo.atelier.test", password: "demo-password" };
const LIST_PATH = "/api/v1/product?expand=recentversions&take=50";

async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/api/v1/account/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`sign-in for the bench answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** The bare route: Fastify sending the list's bytes from memory, nothing else. */
const BARE_SERVER = `
import { readFileSync } from "node:fs";
import Fastify from "fastify";
const body = readFileSync(process.env.BARE_BODY);
const app = Fastify({ logger: false });
app.get("/api/v1/product", (_request, reply) => reply.type(process.env.BARE_TYPE).send(body));
await app.listen({ port: Number(process.env.BARE_PORT), host: "localhost" });
`;

/**
 * Starts the bare route in a process of its own, as the server runs in its own: inside the bench's process it
 * would share one thread with the load generator and answer at a fraction of its rate.
 */
async function startBare({ port, body, contentType, dataDir }) {
  const bodyFile = join(dataDir, "bare-body.json");
  writeFileSync(bodyFile, body);
  const child = spawn(process.execPath, ["--input-type=module", "-e", BARE_SERVER], {
    cwd: ROOT,
    stdio: "ignore",
    env: { ...process.env, BARE_BODY: bodyFile, BARE_TYPE: contentType, BARE_PORT: String(port) },
  });
  await waitUntilUp(`http://localhost:${port}/api/v1/product`, { child, timeoutMs: 30_000 });
  return child;
}

function load(url, headers = {}) {
  return new Promise((done, fail) => {
    autocannon({ url, headers, ...LOAD }, (error, result) => (error ? fail(error) : done(result)));
  });
}

function summary(result) {
  if (result.non2xx > 0) throw new Error(`${result.non2xx} answers were not 2xx for ${result.url}`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** Seeds a fresh PGlite folder, starts the server on `port`, and loads the list and a bare route on `barePort`. */
export async function measureProductList({ port, barePort }) {
  const dataDir = freshDataDir("product-list");
  await run("npx", ["tsx", "scripts/bench/product-list-seed.mjs", dataDir]);
  const baseUrl = `http://localhost:${port}`;
  const server = startServer({ port, dataDir });
  let bare;
  try {
    await waitUntilUp(`${baseUrl}/api/health`, { child: server.child }).catch((error) => {
      console.error(server.log.join(""));
      throw error;
    });
    const cookie = await signIn(baseUrl);
    const sample = await fetch(`${baseUrl}${LIST_PATH}`, { headers: { cookie } });
    if (!sample.ok) throw new Error(`GET ${LIST_PATH} answered ${sample.status}`);
    const body = Buffer.from(await sample.arrayBuffer());
    const { total } = JSON.parse(body.toString("utf8"));
    if (total < 10_000) throw new Error(`the bench company has ${total} products, not 10,000`);
    const contentType = sample.headers.get("content-type") ?? "application/json; charset=utf-8";

    bare = await startBare({ port: barePort, body, contentType, dataDir });
    const bareResult = summary(await load(`http://localhost:${barePort}${LIST_PATH}`));
    const listResult = summary(await load(`${baseUrl}${LIST_PATH}`, { cookie }));
    return {
      rps: listResult.rps,
      p99: listResult.p99,
      bareRps: bareResult.rps,
      bareP99: bareResult.p99,
      ratio: listResult.rps / bareResult.rps,
      bytes: body.length,
    };
  } finally {
    bare?.kill("SIGKILL");
    stop(server.child);
  }
}

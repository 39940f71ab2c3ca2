// GET /api/v1/account with a session cookie, beside a bare Fastify route answering the same bytes.
import autocannon from "autocannon";
import Fastify from "fastify";

const LOAD = { connections: 10, duration: 10 };

async function signIn(baseUrl, username, password) {
  const response = await fetch(`${baseUrl}/api/v1/account/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in for the bench answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(";")[0]);
  if (cookies.length === 0) throw new Error("sign-in for the bench set no cookie");
  return cookies.join("; ");
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

export async function measureAccountThroughput({ baseUrl, barePort, email, password }) {
  const cookie = await signIn(baseUrl, email, password);
  const sample = await fetch(`${baseUrl}/api/v1/account`, { headers: { cookie } });
  if (!sample.ok) throw new Error(`GET /api/v1/account answered ${sample.status}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const contentType = sample.headers.get("content-type") ?? "application/json; charset=utf-8";

  const bare = Fastify({ logger: false });
  bare.get("/api/v1/account", (_request, reply) => reply.type(contentType).send(body));
  await bare.listen({ port: barePort, host: "localhost" });
  try {
    const bareResult = summary(await load(`http://localhost:${barePort}/api/v1/account`));
    const accountResult = summary(await load(`${baseUrl}/api/v1/account`, { cookie }));
    return { bare: bareResult, account: accountResult, bytes: body.length };
  } finally {
    await bare.close();
  }
}

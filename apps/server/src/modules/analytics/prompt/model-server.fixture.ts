import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** What the stand-in model answers next: a status and the message content (or a raw body). */
export interface ModelReply {
  status?: number;
  content?: string;
  body?: string;
}

export interface SeenRequest {
  authorization: string | undefined;
  body: unknown;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A stand-in chat-completions endpoint on 127.0.0.1 (no network): it answers `reply` and keeps each
 * request it was sent. Close it with `close()`.
 */
export async function startModelServer() {
  const seen: SeenRequest[] = [];
  let reply: ModelReply = { content: "{}" };
  const server: Server = createServer(async (request, response) => {
    const text = await readBody(request);
    seen.push({ authorization: request.headers.authorization, body: JSON.parse(text) });
    const body =
      reply.body ?? JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content: reply.content } }] });
    response.writeHead(reply.status ?? 200, { "content-type": "application/json" }).end(body);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    seen,
    answer(next: ModelReply) {
      reply = next;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

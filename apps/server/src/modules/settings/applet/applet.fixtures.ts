import { randomBytes } from "node:crypto";
import type { Applet, AppletCreateInput } from "@atelier/domain/settings/applet.schema";
import type { FastifyInstance } from "fastify";
import type { ApiClient } from "../../../../test/http";

export function appletInput(values: Partial<AppletCreateInput> = {}): AppletCreateInput {
  return { name: "Model viewer", description: "Shows the model", scope: "Global", ...values };
}

/** Adds an applet through POST app as `client` (an administrator's). */
export async function addApplet(client: ApiClient, values: Partial<AppletCreateInput> = {}): Promise<Applet> {
  const res = await client.post("app", appletInput(values));
  if (res.status !== 201) throw new Error(`applet not added: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Applet;
}

export interface UploadFile {
  name: string;
  content: string | Buffer;
  /** What the client claims; the server decides from the bytes. */
  type?: string;
  field?: string;
}

/** A multipart/form-data body of `files`, as a browser sends it. */
export function multipart(files: readonly UploadFile[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----atelier${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "files"}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads `files` to the applet as the caller of `cookie` (a session's Cookie header). */
export async function uploadFiles(
  app: FastifyInstance,
  cookie: string,
  appletId: string,
  files: readonly UploadFile[],
) {
  const { payload, headers } = multipart(files);
  const response = await app.inject({
    method: "POST",
    url: `/api/v1/app/${appletId}/file`,
    headers: { ...headers, cookie },
    payload,
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as unknown, response };
}

/**
 * Reads one file of the applet as the caller of `cookie` (undefined: nobody signed in), as a browser does:
 * the member's address, then (without the cookie, as the sandboxed page) the ticketed address it redirects to.
 */
export async function readServedFile(
  app: FastifyInstance,
  cookie: string | undefined,
  appletId: string,
  name: string,
  headers: Record<string, string> = {},
) {
  const first = await app.inject({
    method: "GET",
    url: `/api/v1/app/${appletId}/${encodeURIComponent(name)}`,
    headers: cookie ? { cookie } : {},
  });
  if (first.statusCode !== 302) return first;
  return app.inject({ method: "GET", url: String(first.headers.location), headers });
}

/** The applet page used by the tests and the sandbox check: it tries to read cookies and call the API. */
export const PROBE_PAGE = `<!doctype html><html><head><title>Probe</title></head><body><p id="out">start</p><script src="probe.js"></script></body></html>`;

import { randomUUID } from "node:crypto";
import { UPLOAD_MESSAGES } from "@atelier/domain/shared/upload";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type FormPart, multipartBody } from "../../test/multipart";
import { useTestApp } from "../../test/test-app";
import { sendBlob } from "./send-blob";
import { receiveUploads, type UploadPolicy } from "./uploads";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.concat([
  Buffer.from("%PDF-1.4\n%"),
  Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]),
  Buffer.from("\n1 0 obj\n"),
]);
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);
const MiB = 1024 * 1024;
const POLICY: UploadPolicy = { maxFileBytes: MiB, maxFiles: 2, accept: ["image/png", "text/csv", "image/svg+xml"] };
const PREFIX = "c1/test";

/** A route that takes files as the upload routes do, and one that sends a stored object back. */
const t = useTestApp({
  extraRoutes: (app, deps) => {
    app.post("/api/v1/test-upload", { config: { auth: "public" } }, async (request) => {
      const { files, fields } = await receiveUploads(request, deps.storage, POLICY, () => `${PREFIX}/${randomUUID()}`);
      return { files: files.map((file) => ({ fileName: file.fileName, ...file.info })), fields };
    });
    app.get(
      "/api/v1/test-download",
      {
        config: { auth: "public" },
        schema: { querystring: z.object({ key: z.string(), name: z.string().optional() }) },
      },
      async (request, reply) => {
        const { key, name } = request.query as { key: string; name?: string };
        return sendBlob(request, reply, deps.storage, key, { fileName: name });
      },
    );
  },
});

async function upload(parts: FormPart[]) {
  const { payload, headers } = multipartBody(parts);
  const response = await t.app.inject({ method: "POST", url: "/api/v1/test-upload", payload, headers });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const Uploaded = z.object({
  files: z.array(
    z.object({ fileName: z.string(), key: z.string(), contentType: z.string(), size: z.number(), sha256: z.string() }),
  ),
  fields: z.record(z.string(), z.string()),
});

const storedKeys = async () => (await t.storage.list(`${PREFIX}/`)).items.map((item) => item.key);

describe("receiving uploads", () => {
  it("stores a file with the type its bytes show, its cleaned name and the text fields", async () => {
    const { status, body } = await upload([
      { name: "usage", value: "proof" },
      { name: "file", fileName: "logo.png", content: PNG, contentType: "text/plain" },
    ]);
    expect(status).toBe(200);
    const parsed = Uploaded.parse(body);
    expect(parsed.fields).toEqual({ usage: "proof" });
    expect(parsed.files[0]).toMatchObject({ fileName: "logo.png", contentType: "image/png", size: PNG.length });
    expect(await storedKeys()).toContain(parsed.files[0]?.key);
  });

  it("decides text types from the extension once the bytes are UTF-8 text", async () => {
    const { status, body } = await upload([{ name: "file", fileName: "prices.CSV", content: "sku,price\nA-1,9.50\n" }]);
    expect(status).toBe(200);
    expect(Uploaded.parse(body).files[0]?.contentType).toBe("text/csv");
    const svg = await upload([
      { name: "file", fileName: "mark.svg", content: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    ]);
    expect(Uploaded.parse(svg.body).files[0]?.contentType).toBe("image/svg+xml");
  });

  it("refuses a wrong type behind a good name with 415 and stores nothing", async () => {
    const before = await storedKeys();
    const message = UPLOAD_MESSAGES.typeNotAccepted(POLICY.accept === "any" ? [] : POLICY.accept);
    for (const part of [
      { name: "file", fileName: "photo.png", content: "just some text, not an image" },
      { name: "file", fileName: "prices.csv", content: EXE },
      { name: "file", fileName: "prices.csv", content: PDF },
    ]) {
      expect(await upload([part])).toEqual({ status: 415, body: expect.objectContaining({ message }) });
    }
    expect(await storedKeys()).toEqual(before);
  });

  it("refuses text that turns binary past the first bytes", async () => {
    const before = await storedKeys();
    const content = Buffer.concat([Buffer.from("a,b\n".repeat(40_000)), Buffer.from([0, 1, 2, 0])]);
    expect((await upload([{ name: "file", fileName: "big.csv", content }])).status).toBe(415);
    expect(await storedKeys()).toEqual(before);
  });

  it("refuses a file too large with 413 and its size limit, storing nothing", async () => {
    const before = await storedKeys();
    const content = Buffer.concat([PNG, Buffer.alloc(MiB)]);
    const { status, body } = await upload([{ name: "file", fileName: "huge.png", content }]);
    expect(status).toBe(413);
    expect(body.message).toBe(UPLOAD_MESSAGES.tooLarge(MiB));
    expect(body.message).toBe("The file is too large: at most 1024 KB.");
    expect(await storedKeys()).toEqual(before);
  });

  it("refuses more files than the route takes, removing those already stored", async () => {
    const before = await storedKeys();
    const file = { name: "file", fileName: "a.png", content: PNG };
    const { status, body } = await upload([file, file, file]);
    expect(status).toBe(413);
    expect(body.message).toBe(UPLOAD_MESSAGES.tooManyFiles(2));
    expect(await storedKeys()).toEqual(before);
  });

  it("cleans path tricks out of names", async () => {
    const names: [string, string][] = [
      ["../../etc/passwd.png", "passwd.png"],
      ["..\\..\\windows\\logo.png", "logo.png"],
      [".hidden.png", "hidden.png"],
      ["..", "file"],
      ["in\u202Egnp.exe", "ingnp.exe"],
      ["a<b>c:d.png", "a_b_c_d.png"],
      [`${"n".repeat(300)}.png`, `${"n".repeat(196)}.png`],
    ];
    for (const [sent, kept] of names) {
      const { status, body } = await upload([{ name: "file", fileName: sent, content: PNG }]);
      expect(status, sent).toBe(200);
      expect(Uploaded.parse(body).files[0]?.fileName, sent).toBe(kept);
    }
  });

  it("answers 400 without a file and 415 for a body that is not multipart", async () => {
    expect(await upload([{ name: "usage", value: "proof" }])).toEqual({
      status: 400,
      body: expect.objectContaining({ message: UPLOAD_MESSAGES.noFile }),
    });
    const json = await t.app.inject({ method: "POST", url: "/api/v1/test-upload", payload: { file: "x" } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(UPLOAD_MESSAGES.notMultipart);
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/v1/test-upload",
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });
});

describe("sending blobs", () => {
  async function stored(content: string) {
    const { body } = await upload([{ name: "file", fileName: "data.csv", content }]);
    const file = Uploaded.parse(body).files[0];
    if (!file) throw new Error("not stored");
    return file;
  }
  const download = (key: string, headers: Record<string, string> = {}, name = "Prix été.csv") =>
    t.app.inject({ method: "GET", url: "/api/v1/test-download", query: { key, name }, headers });

  it("answers the content with its ETag, type, nosniff and a safe Content-Disposition", async () => {
    const file = await stored("a,b\n1,2\n");
    const response = await download(file.key);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("a,b\n1,2\n");
    expect(response.headers).toMatchObject({
      etag: `"${file.sha256}"`,
      "content-type": "text/csv; charset=utf-8",
      "accept-ranges": "bytes",
      "x-content-type-options": "nosniff",
      "content-disposition": `attachment; filename="Prix _t_.csv"; filename*=UTF-8''Prix%20%C3%A9t%C3%A9.csv`,
    });
  });

  it("answers 304 when the ETag is the client's", async () => {
    const file = await stored("x,y\n");
    const response = await download(file.key, { "if-none-match": `W/"other", "${file.sha256}"` });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe("");
  });

  it("answers byte ranges with 206, and 416 for a range past the end", async () => {
    const file = await stored("0123456789");
    const part = await download(file.key, { range: "bytes=2-5" });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe("2345");
    expect(part.headers["content-range"]).toBe("bytes 2-5/10");
    expect((await download(file.key, { range: "bytes=-3" })).body).toBe("789");
    expect((await download(file.key, { range: "bytes=7-" })).body).toBe("789");
    const past = await download(file.key, { range: "bytes=10-20" });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe("bytes */10");
    const stale = await download(file.key, { range: "bytes=2-5", "if-range": '"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe("0123456789");
  });

  it("answers 404 for a missing object", async () => {
    expect((await download(`${PREFIX}/missing`)).statusCode).toBe(404);
  });
});

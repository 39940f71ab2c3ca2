import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { UPLOAD_MESSAGES } from "@atelier/domain/shared/upload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDriver } from "../../test/blob-driver-settings";
import { type DriverUnderTest, driverUnderTest } from "../../test/blob-test-drivers";
import { AppError } from "../errors/app-error";
import { SERVER_ROOT } from "../paths";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A stream of `total` bytes made of one reused chunk, hashed as it goes: nothing of it is held. */
function generated(total: number, chunkBytes = 1024 * 1024): { stream: Readable; digest: () => string } {
  const chunk = Buffer.alloc(chunkBytes);
  for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 31 + 7) % 251;
  const hash = createHash("sha256");
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= total) {
        this.push(null);
        return;
      }
      const part = chunk.subarray(0, Math.min(chunkBytes, total - sent));
      sent += part.length;
      hash.update(part);
      this.push(part);
    },
  });
  return { stream, digest: () => hash.digest("hex") };
}

/** A stream that sends some bytes, then fails, as a dropped connection does. */
function failingHalfWay(): Readable {
  let sent = 0;
  return new Readable({
    read() {
      sent++;
      if (sent > 8) this.destroy(new Error("connection reset"));
      else this.push(Buffer.alloc(64 * 1024, 1));
    },
  });
}

describe.each(["fs", "s3"] as const)("blob storage on the %s driver", (driver) => {
  let t: DriverUnderTest;
  beforeAll(async () => {
    t = await driverUnderTest(driver);
  });
  afterAll(async () => {
    await t?.close();
  });
  const key = (name: string) => `${t.prefix}${name}`;

  it("puts, heads, gets, lists and deletes an object with its hash and type", async () => {
    const content = Buffer.from("Hello, Atelier.\n");
    const info = await t.storage.put(key("a/hello.txt"), content, { contentType: "text/plain" });
    expect(info).toMatchObject({
      key: key("a/hello.txt"),
      size: content.length,
      sha256: sha256(content),
      contentType: "text/plain",
    });
    expect(await t.storage.head(key("a/hello.txt"))).toMatchObject({ size: content.length, sha256: sha256(content) });
    const got = await t.storage.get(key("a/hello.txt"));
    expect(got?.info.contentType).toBe("text/plain");
    expect(await readAll(got?.body ?? Readable.from([]))).toEqual(content);
    await t.storage.delete(key("a/hello.txt"));
    expect(await t.storage.head(key("a/hello.txt"))).toBeUndefined();
    expect(await t.storage.get(key("a/hello.txt"))).toBeUndefined();
    await expect(t.storage.delete(key("a/hello.txt"))).resolves.toBeUndefined();
  });

  it("stores an empty object", async () => {
    const info = await t.storage.put(key("empty"), Buffer.alloc(0), { contentType: "text/plain" });
    expect(info.size).toBe(0);
    expect(await readAll((await t.storage.get(key("empty")))?.body ?? Readable.from(["x"]))).toEqual(Buffer.alloc(0));
  });

  it("lists by prefix in key order, a page at a time, and removes a prefix", async () => {
    for (const name of ["l/c", "l/a", "l/b/1", "l/b/2", "m/x"]) {
      await t.storage.put(key(name), Buffer.from(name), { contentType: "text/plain" });
    }
    const first = await t.storage.list(key("l/"), { limit: 2 });
    expect(first.items.map((item) => item.key)).toEqual([key("l/a"), key("l/b/1")]);
    expect(first.nextAfter).toBe(key("l/b/1"));
    const second = await t.storage.list(key("l/"), { after: first.nextAfter ?? "", limit: 2 });
    expect(second.items.map((item) => item.key)).toEqual([key("l/b/2"), key("l/c")]);
    expect(second.nextAfter).toBeNull();
    expect((await t.storage.list(key("l/b"))).items.map((item) => item.key)).toEqual([key("l/b/1"), key("l/b/2")]);
    await t.storage.deletePrefix(key("l/"));
    expect((await t.storage.list(key("l/"))).items).toEqual([]);
    expect(await t.storage.head(key("m/x"))).toBeDefined();
  });

  it("reads a byte range", async () => {
    await t.storage.put(key("range"), Buffer.from("0123456789"), { contentType: "text/plain" });
    const got = await t.storage.get(key("range"), { start: 2, end: 5 });
    expect(got?.info.size).toBe(10);
    expect((await readAll(got?.body ?? Readable.from([]))).toString()).toBe("2345");
    const tail = await t.storage.get(key("range"), { start: 9, end: 9 });
    expect((await readAll(tail?.body ?? Readable.from([]))).toString()).toBe("9");
  });

  it("replaces an object whole", async () => {
    await t.storage.put(key("replace"), Buffer.from("first"), { contentType: "text/plain" });
    await t.storage.put(key("replace"), Buffer.from("second version"), { contentType: "text/csv" });
    const got = await t.storage.get(key("replace"));
    expect(got?.info).toMatchObject({
      size: 14,
      contentType: "text/csv",
      sha256: sha256(Buffer.from("second version")),
    });
    expect((await readAll(got?.body ?? Readable.from([]))).toString()).toBe("second version");
  });

  it("refuses more than maxBytes with a 413 and stores nothing", async () => {
    const { stream } = generated(3 * 1024 * 1024, 64 * 1024);
    const write = t.storage.put(key("too-large"), stream, {
      contentType: "application/octet-stream",
      maxBytes: 1024 * 1024,
    });
    await expect(write).rejects.toBeInstanceOf(AppError);
    await expect(write).rejects.toMatchObject({ statusCode: 413, message: UPLOAD_MESSAGES.tooLarge(1024 * 1024) });
    expect(await t.storage.head(key("too-large"))).toBeUndefined();
    expect((await t.storage.list(t.prefix)).items.map((item) => item.key)).not.toContain(key("too-large"));
  });

  it("leaves no object when the content fails half-way", async () => {
    await expect(
      t.storage.put(key("half"), failingHalfWay(), { contentType: "application/octet-stream" }),
    ).rejects.toThrow("connection reset");
    expect(await t.storage.head(key("half"))).toBeUndefined();
    if (t.settings.driver === "fs") expect(await readdir(join(t.settings.dir, ".tmp"))).toEqual([]);
  });

  it("leaves no object when the writing process is killed mid-write, and sweeps its temporary file", async () => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "test/blob-write-forever.ts", JSON.stringify(t.settings), key("killed")],
      { cwd: SERVER_ROOT, stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (data: Buffer) => {
        if (data.toString().includes("writing")) resolve();
      });
      child.on("exit", (code) => reject(new Error(`the writer ended early (${code})`)));
    });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    expect(await t.storage.head(key("killed"))).toBeUndefined();
    expect((await t.storage.list(t.prefix)).items.map((item) => item.key)).not.toContain(key("killed"));
    if (t.settings.driver === "fs") {
      expect((await readdir(join(t.settings.dir, ".tmp"))).length).toBe(1);
      await openDriver(t.settings);
      expect(await readdir(join(t.settings.dir, ".tmp"))).toEqual([]);
    }
  }, 60_000);

  it("refuses keys with path tricks", async () => {
    for (const bad of ["../x", "/abs", "a//b", "a/../b", "a/./b", ".hidden", "a\\b", "a/b/", ""]) {
      await expect(t.storage.put(bad, Buffer.from("x"), { contentType: "text/plain" }), bad).rejects.toThrow(
        "invalid blob key",
      );
    }
    await expect(t.storage.list("../")).rejects.toThrow("invalid blob key prefix");
  });

  it("streams a 256 MB object in and out without holding it in memory", async () => {
    const total = 256 * 1024 * 1024;
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    try {
      const { stream, digest } = generated(total);
      const info = await t.storage.put(key("large.bin"), stream, { contentType: "application/octet-stream" });
      expect(info.size).toBe(total);
      expect(info.sha256).toBe(digest());
      const got = await t.storage.get(key("large.bin"));
      const hash = createHash("sha256");
      let read = 0;
      for await (const chunk of got?.body ?? Readable.from([])) {
        hash.update(chunk);
        read += chunk.length;
      }
      expect(read).toBe(total);
      expect(hash.digest("hex")).toBe(info.sha256);
    } finally {
      clearInterval(sampler);
    }
    // Far below the object's size: the bytes passed through in chunks.
    expect(peak - baseline).toBeLessThan(96 * 1024 * 1024);
    await t.storage.delete(key("large.bin"));
  }, 180_000);
});

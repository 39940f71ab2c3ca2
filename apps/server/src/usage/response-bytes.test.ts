import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it, vi } from "vitest";
import { measureBody } from "./response-bytes";

describe("measureBody", () => {
  it("counts a string's UTF-8 bytes and a buffer's length at once", () => {
    const count = vi.fn();
    expect(measureBody('{"name":"Café"}', undefined, count)).toBe('{"name":"Café"}');
    expect(measureBody(Buffer.from([1, 2, 3]), "3", count)).toEqual(Buffer.from([1, 2, 3]));
    expect(count.mock.calls).toEqual([[16], [3]]);
  });

  it("takes a stream's declared content-length", () => {
    const count = vi.fn();
    const stream = Readable.from(["abc"]);
    expect(measureBody(stream, "1200", count)).toBe(stream);
    expect(count).toHaveBeenCalledWith(1200);
  });

  it("counts a stream without a content-length as it is sent, passing every byte on", async () => {
    let sent: unknown;
    const counted = new Promise((resolve) => {
      sent = measureBody(Readable.from([Buffer.from("hello "), Buffer.from("wörld")]), undefined, resolve);
    });
    expect(sent).toBeInstanceOf(Readable);
    expect(await text(sent as Readable)).toBe("hello wörld");
    expect(await counted).toBe(12);
  });

  it("counts what a failing stream passed on before it failed, and hands its error on", async () => {
    const source = new Readable({ read() {} });
    let sent = new Readable();
    const counted = new Promise((resolve) => {
      sent = measureBody(source, undefined, resolve) as Readable;
    });
    const failed = new Promise((resolve) => sent.once("error", resolve));
    sent.once("data", () => source.destroy(new Error("disk lost")));
    source.push(Buffer.from("abc"));
    expect(await failed).toEqual(new Error("disk lost"));
    expect(await counted).toBe(3);
  });

  it("counts nothing for an empty answer", () => {
    const count = vi.fn();
    expect(measureBody(null, undefined, count)).toBeNull();
    expect(count).not.toHaveBeenCalled();
  });
});

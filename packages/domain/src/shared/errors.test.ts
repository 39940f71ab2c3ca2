import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeError } from "./errors";
import { MESSAGES } from "./messages";

const FALLBACK = "Unexpected error, please try again in a few minutes.";

describe("normalizeError", () => {
  it("uses the spec's fallback text", () => {
    expect(MESSAGES.unexpectedError).toBe(FALLBACK);
  });

  it.each([
    {
      why: "every modelState message comes first",
      body: { message: "M", exception: "E", modelState: { a: ["A1", "A2"], b: ["B1"] } },
      messages: ["A1", "A2", "B1"],
    },
    {
      why: "blank modelState messages are skipped",
      body: { message: "M", modelState: { a: ["", "  "], b: ["B1"] } },
      messages: ["B1"],
    },
    {
      why: "an empty modelState falls to the exception",
      body: { message: "M", exception: "E", modelState: {} },
      messages: ["E"],
    },
    { why: "exception before message", body: { message: "M", exception: "E" }, messages: ["E"] },
    { why: "a blank exception falls to the message", body: { message: "M", exception: "  " }, messages: ["M"] },
    { why: "the message alone", body: { message: "M" }, messages: ["M"] },
    { why: "a blank message falls to the fallback", body: { message: " " }, messages: [FALLBACK] },
    { why: "an empty body", body: {}, messages: [FALLBACK] },
    { why: "no body", body: undefined, messages: [FALLBACK] },
    { why: "a text body", body: "<html>Bad gateway</html>", messages: [FALLBACK] },
    { why: "a null modelState does not hide the message", body: { message: "M", modelState: null }, messages: ["M"] },
    {
      why: "a malformed modelState does not hide the exception",
      body: { exception: "E", modelState: { a: "x" } },
      messages: ["E"],
    },
    { why: "a non-text message is ignored", body: { message: 42 }, messages: [FALLBACK] },
  ])("$why", ({ body, messages }) => {
    expect(normalizeError(400, body).messages).toEqual(messages);
  });

  it.each([0, 400, 401, 404, 409, 412, 429, 500, 503])("keeps the status %i", (status) => {
    expect(normalizeError(status, { message: "M" }).status).toBe(status);
  });

  it("returns the modelState per field", () => {
    const modelState = { username: ["E-mail is required."], password: ["Password is required."] };
    expect(normalizeError(400, { message: "Some fields are not valid.", modelState }).fields).toEqual(modelState);
    expect(normalizeError(400, { message: "M" }).fields).toEqual({});
  });

  it("never throws and always returns at least one non-blank message", () => {
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        {
          message: fc.oneof(fc.string(), fc.anything()),
          exception: fc.oneof(fc.string(), fc.anything()),
          modelState: fc.oneof(fc.dictionary(fc.string(), fc.array(fc.string())), fc.anything()),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 599 }), body, (status, value) => {
        const result = normalizeError(status, value);
        expect(result.status).toBe(status);
        expect(result.messages.length).toBeGreaterThan(0);
        for (const message of result.messages) expect(message.trim()).not.toBe("");
      }),
      { numRuns: 500 },
    );
  });
});

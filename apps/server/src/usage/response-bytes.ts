import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/** The bytes of a body held whole (a string or a buffer); undefined for a stream. An empty body has none. */
export function bodyLength(payload: unknown): number | undefined {
  if (payload === null || payload === undefined) return 0;
  if (typeof payload === "string") return Buffer.byteLength(payload);
  if (Buffer.isBuffer(payload)) return payload.byteLength;
  return undefined;
}

/**
 * A streamed body passed through a counter that gives `count` the bytes sent once the stream ends (or fails
 * part-way); any other body as it is (its length is known: `bodyLength`).
 */
export function countedStream(payload: unknown, count: (bytes: number) => void): unknown {
  return payload instanceof Readable ? countingStream(payload, count) : payload;
}

function countingStream(source: Readable, count: (bytes: number) => void): Readable {
  let bytes = 0;
  let counted = false;
  const report = () => {
    if (counted) return;
    counted = true;
    count(bytes);
  };
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.byteLength;
      done(null, chunk);
    },
    // Called once the whole body has passed, before the answer ends.
    flush(done) {
      report();
      done();
    },
  });
  // A stream that fails or is cut off part-way counts what was passed on before.
  counter.once("close", report);
  // A failure of the source reaches the reply through the counter, which the pipeline destroys with it.
  pipeline(source, counter).catch(() => undefined);
  return counter;
}

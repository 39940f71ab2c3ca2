import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Whether a content-length header value holds a byte count. */
export function hasLength(value: unknown): boolean {
  return value !== undefined && value !== "" && Number.isFinite(Number(value));
}

/**
 * A streamed body passed through a counter that gives `count` the bytes sent once the stream ends (or fails
 * part-way); any other body as it is (Fastify sets the content-length of strings and buffers itself).
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

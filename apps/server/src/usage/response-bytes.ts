import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Measures a response body as Fastify is about to send it and passes the byte count to `count`: at once for
 * a string or buffer, or when the content-length is set; otherwise once a stream has been sent, counting
 * what went through. Answers the payload to send (a stream is passed through a counter).
 */
export function measureBody(payload: unknown, contentLength: unknown, count: (bytes: number) => void): unknown {
  if (typeof payload === "string") count(Buffer.byteLength(payload));
  else if (payload instanceof Uint8Array) count(payload.byteLength);
  else if (contentLength !== undefined && Number.isFinite(Number(contentLength))) count(Number(contentLength));
  else if (payload instanceof Readable) return countedStream(payload, count);
  return payload;
}

function countedStream(source: Readable, count: (bytes: number) => void): Readable {
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

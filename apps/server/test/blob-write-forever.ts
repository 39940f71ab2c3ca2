/**
 * A process that writes an endless object and is killed (SIGKILL) half-way by the storage tests:
 * `node --import tsx test/blob-write-forever.ts '<driver settings JSON>' <key>`. It prints "writing"
 * once a few megabytes have gone to the driver.
 */
import { Readable } from "node:stream";
import { type DriverSettings, openDriver } from "./blob-driver-settings";

const [settingsJson, key] = process.argv.slice(2);
if (!settingsJson || !key) throw new Error("usage: blob-write-forever.ts <settings JSON> <key>");
const storage = await openDriver(JSON.parse(settingsJson) as DriverSettings);
const chunk = Buffer.alloc(256 * 1024, 7);
let sent = 0;
const endless = new Readable({
  read() {
    sent += chunk.length;
    if (sent === 32 * chunk.length) process.stdout.write("writing\n");
    this.push(chunk);
  },
});
await storage.put(key, endless, { contentType: "application/octet-stream" });

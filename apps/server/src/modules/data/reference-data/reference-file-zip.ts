/** One entry of a zip's central directory: its path and the size it claims once inflated. */
export interface ZipEntry {
  name: string;
  size: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_BYTES = 22;
const LONGEST_COMMENT = 0xffff;
/** Sizes past 32 bits are written in zip64 records: far past any reference file we read. */
const ZIP64_MARK = 0xffffffff;

function endOfDirectory(bytes: Buffer): number | undefined {
  const last = bytes.length - END_RECORD_BYTES;
  for (let at = last; at >= Math.max(0, last - LONGEST_COMMENT); at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return undefined;
}

/**
 * The entries a zip's central directory lists, read without inflating anything; undefined when `bytes` are
 * not a zip whose directory can be read, or an entry claims a zip64 size.
 */
export function zipEntries(bytes: Buffer): ZipEntry[] | undefined {
  if (bytes.length < END_RECORD_BYTES) return undefined;
  const end = endOfDirectory(bytes);
  if (end === undefined) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const skip = bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (size === ZIP64_MARK || at + 46 + nameLength > bytes.length) return undefined;
    entries.push({ name: bytes.toString("utf8", at + 46, at + 46 + nameLength), size });
    at += 46 + nameLength + skip;
  }
  return entries;
}

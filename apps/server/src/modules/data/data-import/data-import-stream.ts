import { type ImportListName, KIND_OF_LIST } from "@atelier/domain/data/import/import-format";
import { DATA_IMPORT_MESSAGES } from "@atelier/domain/data/import/import-messages";
import { JSONParser, type ParsedTokenInfo, TokenType } from "@streamparser/json";

/** What a batch file holds, in file order: its format fields, and each entry of its lists. */
export type ImportEvent =
  | { type: "header"; key: "format" | "formatVersion"; value: unknown }
  | { type: "entry"; list: ImportListName; index: number; value: unknown };

const LISTS = new Set<string>(Object.keys(KIND_OF_LIST));
const isList = (key: unknown): key is ImportListName => typeof key === "string" && LISTS.has(key);

/** A file that is not JSON, or not the JSON an import reads: the message is the feed's error line. */
export class ImportFileError extends Error {
  override name = "ImportFileError";
}

/**
 * Follows the top level of the document, so that a list is known to be there (and to be an array) even
 * when it is empty: entries alone cannot tell.
 */
function topLevelShapes(shapes: Map<string, "array" | "other">) {
  let depth = 0;
  let expectKey = false;
  let afterColon = false;
  let key = "";
  return ({ token, value }: ParsedTokenInfo) => {
    if (depth === 1) {
      if (expectKey && token === TokenType.STRING) {
        key = String(value);
        expectKey = false;
      } else if (token === TokenType.COLON) afterColon = true;
      else if (afterColon) {
        if (LISTS.has(key)) shapes.set(key, token === TokenType.LEFT_BRACKET ? "array" : "other");
        afterColon = false;
      } else if (token === TokenType.COMMA) expectKey = true;
    }
    if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) {
      if (depth === 0) expectKey = token === TokenType.LEFT_BRACE;
      depth++;
    } else if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) depth--;
  };
}

/**
 * Reads a batch file from a stream without holding it: each chunk's events go to `onEvents` (awaited, so the
 * reading waits for the work they cause) with the bytes read so far. Entries are dropped once handed over.
 * Answers the shape of each top-level list found. Text that is not JSON throws ImportFileError.
 */
export async function readImportStream(
  body: AsyncIterable<Buffer>,
  onEvents: (events: ImportEvent[], bytesRead: number) => Promise<void>,
): Promise<ReadonlyMap<string, "array" | "other">> {
  const parser = new JSONParser({
    paths: ["$.format", "$.formatVersion", ...[...LISTS].map((list) => `$.${list}.*`)],
    keepStack: false,
  });
  const shapes = new Map<string, "array" | "other">();
  let events: ImportEvent[] = [];
  let failed = false;
  parser.onToken = topLevelShapes(shapes);
  parser.onValue = ({ value, key, stack }) => {
    if (stack.length === 1 && (key === "format" || key === "formatVersion")) {
      events.push({ type: "header", key, value });
      return;
    }
    const list = stack[1]?.key;
    if (stack.length === 2 && typeof key === "number" && isList(list)) {
      events.push({ type: "entry", list, index: key, value });
    }
  };
  parser.onError = () => {
    failed = true;
  };
  let bytes = 0;
  for await (const chunk of body) {
    parser.write(chunk);
    if (failed) throw new ImportFileError(DATA_IMPORT_MESSAGES.notValidJson);
    bytes += chunk.length;
    const ready = events;
    events = [];
    await onEvents(ready, bytes);
  }
  if (!parser.isEnded) parser.end();
  if (failed || !parser.isEnded) throw new ImportFileError(DATA_IMPORT_MESSAGES.notValidJson);
  return shapes;
}

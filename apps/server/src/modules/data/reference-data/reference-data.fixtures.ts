import { buffer } from "node:stream/consumers";
import type {
  ReferenceData,
  ReferenceDataCreateInput,
  ReferenceDataType,
} from "@atelier/domain/data/reference-data.schema";
import * as XLSX from "@e965/xlsx";
import { ZipArchive } from "archiver";
import type { ApiClient } from "../../../../test/http";

/** A new file of a save: `content` sent in base64. */
export function newFile(name: string, content: string | Buffer, mimeType = "text/csv") {
  return { name, mimeType, source: Buffer.from(content).toString("base64") };
}

/** A CSV text of rows (cells joined by commas, no quoting: tests keep their cells plain). */
export const csv = (rows: readonly (readonly string[])[]) => rows.map((row) => row.join(",")).join("\n");

/** An .xlsx workbook whose first sheet holds `rows`. */
export function xlsx(rows: readonly (readonly (string | number)[])[]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((row) => [...row])), "Sheet1");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

/** A zip of a text file: a zip, but no workbook. */
export async function zipOfText(): Promise<Buffer> {
  const archive = new ZipArchive();
  archive.append("hello", { name: "notes.txt" });
  const done = buffer(archive);
  await archive.finalize();
  return done;
}

export const TRANSLATIONS = csv([
  ["Source", "French"],
  ["Red", "Rouge"],
  ["Blue", "Bleu"],
]);

export function referenceInput(values: Partial<ReferenceDataCreateInput> = {}): ReferenceDataCreateInput {
  return {
    name: "Colour names",
    type: `COLOURS-${Math.random().toString(36).slice(2, 8)}`,
    description: "",
    files: [],
    ...values,
  };
}

/** Adds a reference data through POST referencedata/{dataType} as `client` (an administrator's). */
export async function addReferenceData(
  client: ApiClient,
  dataType: ReferenceDataType,
  values: Partial<ReferenceDataCreateInput> = {},
): Promise<ReferenceData> {
  const res = await client.post(`referencedata/${dataType}`, referenceInput(values));
  if (res.status !== 201) throw new Error(`reference data not added: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as ReferenceData;
}

/** The body of PUT referencedata/{dataType}/{id}: the reference data as read, its files kept, changed by `values`. */
export function referenceUpdate(reference: ReferenceData, values: Partial<ReferenceDataCreateInput> = {}) {
  return {
    name: reference.name,
    type: reference.type,
    description: reference.description,
    etag: reference.etag,
    files: reference.files.map((file) => ({ referenceDataFileId: file.referenceDataFileId })),
    ...values,
  };
}

import { parseBatchFile } from "@atelier/domain/data/batch-file.schema";

/** A batch the tools work on: its name and text (sent as it is), and how many entries each list has. */
export interface ChosenBatch {
  name: string;
  text: string;
  options: number;
  products: number;
}

/** Reads a chosen file's text as a batch, or answers the batch file rule's message ('Not a valid JSON batch file'). */
export function chooseBatch(name: string, text: string): { batch: ChosenBatch } | { message: string } {
  const parsed = parseBatchFile(text);
  if (!parsed.ok) return { message: parsed.message };
  const { componentOptions = [], products = [] } = parsed.batch;
  return { batch: { name, text, options: componentOptions.length, products: products.length } };
}

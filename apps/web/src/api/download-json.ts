import { EXPORT_JSON_INDENT } from "@atelier/domain/product/export-file-names";
import { saveFile } from "../ui/save-file";

/** Saves an export document as a JSON file in the browser's downloads, indented by four spaces. */
export function downloadJsonDocument(fileName: string, document: unknown): void {
  const text = JSON.stringify(document, null, EXPORT_JSON_INDENT);
  saveFile(new Blob([text], { type: "application/json" }), fileName);
}

import { createRequire } from "node:module";
import pdfmake from "pdfmake";
import type { TDocumentDefinitions } from "pdfmake/interfaces";

const require = createRequire(import.meta.url);
const font = (file: string) => require.resolve(`pdfmake/fonts/Roboto/${file}`);

/** The Roboto fonts pdfmake ships, read from node_modules: nothing is fetched. */
const ROBOTO = {
  normal: font("Roboto-Regular.ttf"),
  bold: font("Roboto-Medium.ttf"),
  italics: font("Roboto-Italic.ttf"),
  bolditalics: font("Roboto-MediumItalic.ttf"),
};
const FONT_FILES = new Set(Object.values(ROBOTO));

pdfmake.setFonts({ Roboto: ROBOTO });
// Images come as data URLs built by the server: no address is fetched and no other file is read.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));

/** The PDF of a document definition, made in this process. */
export function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(definition).getBuffer();
}

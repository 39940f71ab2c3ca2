import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import { standaloneSvg } from "./chart-svg";

/** The PDF export's file name (spec part 1, 9). */
export const DASHBOARD_PDF_NAME = "analytics-dashboard.pdf";

/** The width of the page's content (A4 landscape less margins), in points. */
const CONTENT_WIDTH = 842 - 2 * 36;
const GAP = 16;
const COLUMN = (CONTENT_WIDTH - GAP) / 2;
/** The most list rows a tile keeps on one page. */
const UNBROKEN_ROWS = 25;

/** An element's text, its pieces (a product and its split by site) apart, white space folded. */
function textOf(element: Element): string {
  const pieces: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) pieces.push(node.textContent ?? "");
  return pieces.join(" ").replace(/\s+/g, " ").trim();
}

/** A table as the tile shows it: its header and rows of cell texts. */
function tableOf(table: HTMLTableElement): Content {
  const rows = [...table.rows].map((row) => [...row.cells].map((cell) => textOf(cell)));
  const widths = (rows[0] ?? []).map((_, index) => (index === 1 ? "*" : "auto"));
  return {
    table: {
      headerRows: 1,
      widths,
      body: rows.map((cells, index) => cells.map((text) => ({ text, bold: index === 0, fontSize: 8 }))),
    },
    layout: "lightHorizontalLines",
  };
}

/** One tile: its title, then its charts (as drawn), its lists, or its message ('No Results'). */
function tileOf(tile: HTMLElement, width: number): Content {
  const parts: Content[] = [{ text: tile.getAttribute("aria-label") ?? "", style: "tile" }];
  const charts = [...tile.querySelectorAll<SVGSVGElement>("[data-pdf-chart] svg.recharts-surface")];
  for (const chart of charts) {
    const drawn = standaloneSvg(chart);
    if (drawn.width === 0) continue;
    parts.push({ svg: drawn.svg, width: Math.min(width, drawn.width) });
  }
  const shares = [...tile.querySelectorAll<HTMLElement>("[data-testid^='device-share-']")];
  for (const share of shares) {
    const pieces = [...share.children].map((piece) => (piece.textContent ?? "").replace(/\s+/g, " ").trim());
    parts.push({ text: pieces.join("   "), fontSize: 9 });
  }
  const table = tile.querySelector("table");
  if (table) parts.push(tableOf(table));
  if (charts.length === 0 && !table && shares.length === 0) {
    const message = tile.querySelector("[data-tile-message]");
    parts.push({ text: message === null ? "" : textOf(message), color: "#868e96", fontSize: 9 });
  }
  // A tile stays on one page unless its list is longer than a page.
  const rows = table?.rows.length ?? 0;
  return { stack: parts, margin: [0, 0, 0, 12], unbreakable: rows <= UNBROKEN_ROWS };
}

/**
 * Writes the dashboard's tiles, as they look, to analytics-dashboard.pdf: the charts from their SVG, the lists
 * as tables, two tiles a row. pdfmake and its font are loaded here, on the first export only.
 */
export async function downloadDashboardPdf(root: HTMLElement, heading: string, period: string): Promise<void> {
  const [pdfMakeModule, vfsModule] = await Promise.all([
    import("pdfmake/build/pdfmake"),
    import("pdfmake/build/vfs_fonts"),
  ]);
  const pdfMake = ("default" in pdfMakeModule ? pdfMakeModule.default : pdfMakeModule) as typeof pdfMakeModule;
  pdfMake.addVirtualFileSystem(vfsModule.default);

  const tiles = [...root.querySelectorAll<HTMLElement>("[data-testid^='tile-']")];
  const wide = (tile: HTMLElement) => tile.dataset.pdfWide === "true";
  const body: Content[] = [];
  let pair: Content[] = [];
  const flush = () => {
    if (pair.length === 0) return;
    body.push({ columns: pair.length === 1 ? [pair[0] as Content, { text: "" }] : pair, columnGap: GAP });
    pair = [];
  };
  for (const tile of tiles) {
    if (wide(tile)) {
      flush();
      body.push(tileOf(tile, CONTENT_WIDTH));
      continue;
    }
    pair.push(tileOf(tile, COLUMN));
    if (pair.length === 2) flush();
  }
  flush();

  const document: TDocumentDefinitions = {
    pageSize: "A4",
    pageOrientation: "landscape",
    pageMargins: 36,
    info: { title: heading },
    content: [{ text: heading, style: "title" }, { text: period, style: "period" }, ...body],
    styles: {
      title: { fontSize: 18, bold: true },
      period: { fontSize: 10, color: "#495057", margin: [0, 2, 0, 12] },
      tile: { fontSize: 12, bold: true, margin: [0, 0, 0, 6] },
    },
    defaultStyle: { font: "Roboto", fontSize: 9 },
  };
  await pdfMake.createPdf(document).download(DASHBOARD_PDF_NAME);
}

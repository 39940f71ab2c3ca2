import type { ConfigurationValue } from "@atelier/domain/customer/evaluation.schema";
import type { RecipePrice, RecipeSelection } from "@atelier/domain/customer/recipe.schema";
import { RECIPE_PDF_TEXTS as T } from "@atelier/domain/customer/recipe-messages";
import { splitValueKey } from "@atelier/domain/rules/engine/values";
import type { Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces";

/** What the printable summary of a recipe shows (docs/decisions/server-customer-recipe-pdf.md). */
export interface RecipePdfSource {
  recipeId: string;
  productName: string;
  styleCode: string;
  versionCode: number;
  versionName: string;
  site: string;
  locale: string;
  created: Date;
  selections: readonly RecipeSelection[];
  values: Readonly<Record<string, ConfigurationValue>>;
  price: RecipePrice | null;
  /** Each view's name and its preview as a PNG data URL (null when it could not be read). */
  views: readonly { name: string; png: string | null }[];
}

/** The widest a view's preview is printed (points; A4 leaves 515 between margins). */
const VIEW_WIDTH = 250;
const pad = (value: number) => String(value).padStart(2, "0");

/** MM/DD/YYYY HH:MM UTC (spec part 1 section 9 writes dates MM/DD/YYYY). */
export function formatCreated(date: Date): string {
  const day = `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

export function formatMoney(currencyCode: string, value: number): string {
  return `${currencyCode} ${value.toFixed(2)}`;
}

const header = (...labels: string[]): TableCell[] => labels.map((text) => ({ text, style: "tableHeader" }));

/** Sections of at most this many rows stay on one page with their heading. */
const UNBROKEN_ROWS = 15;

function table(headers: TableCell[] | null, rows: TableCell[][], widths: (string | number)[]): Content {
  const body = headers === null ? rows : [headers, ...rows];
  return {
    table: { headerRows: headers === null ? 0 : 1, keepWithHeaderRows: 1, dontBreakRows: true, widths, body },
    layout: "lightHorizontalLines",
  };
}

/** A heading and its table: kept on one page together when short, so that no heading ends a page. */
function section(title: string, rows: number, body: Content): Content[] {
  const heading: Content = { text: title, style: "heading" };
  return rows <= UNBROKEN_ROWS ? [{ stack: [heading, body], unbreakable: true }] : [heading, body];
}

function details(source: RecipePdfSource): Content {
  const version =
    source.versionName === "" ? String(source.versionCode) : `${source.versionCode} (${source.versionName})`;
  const rows: [string, string][] = [
    [T.product, source.productName],
    [T.styleCode, source.styleCode],
    [T.version, version],
    [T.recipeId, source.recipeId],
    [T.created, formatCreated(source.created)],
    [T.site, source.site === "" ? T.none : source.site],
    [T.locale, source.locale === "" ? T.none : source.locale],
  ];
  return {
    table: { widths: [90, "*"], body: rows.map(([label, value]) => [{ text: label, bold: true }, value]) },
    layout: "noBorders",
  };
}

function views(source: RecipePdfSource): Content[] {
  if (source.views.length === 0) return [];
  const cells: Content[] = source.views.map((view) => ({
    stack: [
      view.png === null ? { text: "-", margin: [0, 40] } : { image: view.png, fit: [VIEW_WIDTH, VIEW_WIDTH] },
      { text: view.name, style: "caption" },
    ],
    width: VIEW_WIDTH,
  }));
  const rows: Content[] = [];
  for (let at = 0; at < cells.length; at += 2) {
    rows.push({ columns: cells.slice(at, at + 2), columnGap: 15, margin: [0, 0, 0, 10] });
  }
  return [{ text: T.views, style: "heading" }, ...rows];
}

function selections(source: RecipePdfSource): Content[] {
  const rows = source.selections.map((selection): TableCell[] => [
    selection.placementName,
    selection.componentName,
    selection.componentCode,
  ]);
  if (rows.length === 0) return [{ text: T.selections, style: "heading" }, { text: T.none }];
  return section(T.selections, rows.length, table(header(T.placement, T.component, T.code), rows, ["*", "*", "auto"]));
}

function personalValues(source: RecipePdfSource): Content[] {
  const names = new Map(source.selections.map((selection) => [selection.placementCode, selection.placementName]));
  const rows = Object.entries(source.values).map(([key, value]): TableCell[] => {
    const split = splitValueKey(key);
    const placement = split === null ? "" : (names.get(split.placement) ?? split.placement);
    return [placement, split?.attribute ?? key, String(value)];
  });
  if (rows.length === 0) return [];
  return section(
    T.personal,
    rows.length,
    table(header(T.placement, T.attribute, T.value), rows, ["auto", "auto", "*"]),
  );
}

function price(source: RecipePdfSource): Content[] {
  const { price: total } = source;
  if (total === null) return [{ text: T.price, style: "heading" }, { text: T.noPrice }];
  const money = (value: number) => ({ text: formatMoney(total.currencyCode, value), alignment: "right" as const });
  const rows: TableCell[][] = total.lines.map((line) => [line.label, money(line.value)]);
  rows.push([
    { text: `${T.total} (${T.quantity} ${total.quantity})`, bold: true },
    { ...money(total.value), bold: true },
  ]);
  return section(T.price, rows.length, table(null, rows, ["*", "auto"]));
}

/** The pdfmake document of a recipe: its details, the view previews, the selections, personal values and price. */
export function recipePdfDefinition(source: RecipePdfSource): TDocumentDefinitions {
  return {
    info: { title: `${T.title} ${source.recipeId}`, subject: source.productName, creator: "Atelier" },
    pageSize: "A4",
    pageMargins: [40, 40, 40, 40],
    content: [
      { text: `${source.productName || source.styleCode}`, style: "title" },
      { text: `${T.title} ${source.recipeId}`, style: "subtitle" },
      details(source),
      ...views(source),
      ...selections(source),
      ...personalValues(source),
      ...price(source),
    ],
    defaultStyle: { font: "Roboto", fontSize: 10 },
    styles: {
      title: { fontSize: 20, bold: true },
      subtitle: { fontSize: 12, color: "#555555", margin: [0, 2, 0, 12] },
      heading: { fontSize: 13, bold: true, margin: [0, 14, 0, 6] },
      caption: { fontSize: 9, color: "#555555", alignment: "center", margin: [0, 4, 0, 0] },
      tableHeader: { bold: true },
    },
  };
}

import { TOP_PRODUCTS_CAP, type TopProducts } from "@atelier/domain/analytics/analytics.schema";
import { useTopProducts } from "../../../api/analytics/analytics-tiles";
import { withPrevious } from "../common/compare-figures";
import { CsvButton } from "../common/csv-button";
import { RankedList, RowDetail } from "../common/ranked-list";
import { TileFrame } from "../common/tile-frame";
import type { DashboardPeriod } from "../common/use-dashboard-period";
import { RECIPE_DASHBOARD_TEXTS as T } from "./recipe-texts";

export const LIST_HEIGHT = 320;

type Product = TopProducts["products"][number];
const productName = (product: Product) => product.styleCodes.join(" + ");
const siteSplit = (product: Product) =>
  product.byPrimarySite.map((site) => `${site.siteCode === "" ? T.noSite : site.siteCode} ${site.count}`).join(" · ");

/** The products saved most (ten), each with its split by primary site (spec part 1, 2.15 and 9). */
export function TopProductsTile({ period }: { period: DashboardPeriod }) {
  const current = useTopProducts(period.query);
  const before = useTopProducts(period.previousQuery);
  const products = withPrevious(
    (current.data?.products ?? []).slice(0, TOP_PRODUCTS_CAP),
    period.compare ? (before.data?.products ?? []) : undefined,
    productName,
  );
  const header = [T.product, "By site", "Count", ...(period.compare ? ["Previous"] : [])];
  const csvRows = products.map((p) => [productName(p), siteSplit(p), p.count, ...(period.compare ? [p.previous] : [])]);
  return (
    <TileFrame
      title={T.topProducts}
      testId="tile-top-products"
      loading={current.isPending || (period.compare && before.isPending)}
      error={current.error ?? before.error}
      empty={products.length === 0}
      height={LIST_HEIGHT}
      actions={<CsvButton fileName="top-products" header={header} rows={csvRows} label={T.csvOf(T.topProducts)} />}
    >
      <RankedList
        label={T.topProducts}
        columns={[T.product]}
        compare={period.compare}
        maxHeight={LIST_HEIGHT}
        rows={products.map((product) => ({
          key: productName(product),
          cells: [productName(product)],
          detail: product.byPrimarySite.length > 0 && <RowDetail>{siteSplit(product)}</RowDetail>,
          count: product.count,
          ...(product.previous === undefined ? {} : { previous: product.previous }),
        }))}
      />
    </TileFrame>
  );
}

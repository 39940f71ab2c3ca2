import { TOP_PRODUCTS_CAP, type TopProducts } from "@atelier/domain/analytics/analytics.schema";
import { useTopProducts } from "../../../api/analytics/analytics-tiles";
import { ANALYTICS_TEXTS } from "../common/analytics-texts";
import { RankedTile } from "../common/ranked-tile";
import type { DashboardPeriod } from "../common/use-dashboard-period";
import { RECIPE_DASHBOARD_TEXTS as T } from "./recipe-texts";

export const LIST_HEIGHT = 320;

type Product = TopProducts["products"][number];
const productName = (product: Product) => product.styleCodes.join(" + ");
const siteSplit = (product: Product) =>
  product.byPrimarySite.map((site) => `${site.siteCode === "" ? T.noSite : site.siteCode} ${site.count}`).join(" · ");

/** The products saved most (ten), each with its split by primary site (spec part 1, 2.15 and 9). */
export function TopProductsTile({ period }: { period: DashboardPeriod }) {
  return (
    <RankedTile
      title={T.topProducts}
      testId="tile-top-products"
      period={period}
      current={useTopProducts(period.query)}
      before={useTopProducts(period.previousQuery)}
      rowsOf={(data) => data.products.slice(0, TOP_PRODUCTS_CAP)}
      previousRowsOf={(data) => data.products}
      keyOf={productName}
      columns={[T.product]}
      cellsOf={(product) => [productName(product)]}
      detailOf={(product) => siteSplit(product) || undefined}
      csv={{
        fileName: "top-products",
        label: T.csvOf(T.topProducts),
        header: [T.product, T.bySite, ANALYTICS_TEXTS.count],
        cellsOf: (product) => [productName(product), siteSplit(product), product.count],
      }}
      height={LIST_HEIGHT}
      listHeight={LIST_HEIGHT}
    />
  );
}

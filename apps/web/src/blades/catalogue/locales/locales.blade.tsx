import { LOCALES, NO_LOCALES } from "@atelier/domain/catalogue/locales";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { CatalogueList } from "../../../ui/list/catalogue-list";
import { itemRow } from "../../../ui/list/item-rows";

/** Every built-in locale as a row: the name with the code, and the location below. */
const LOCALE_ROWS = LOCALES.map((locale) => itemRow(locale.code, locale.name, locale.code, locale.location));

/** The Locales blade (spec part 2, "Locales"): the built-in language list, read-only, as a list or a picker. */
export function LocalesBlade({ blade }: BladeProps) {
  return (
    <CatalogueList
      blade={blade}
      label="Locales"
      testId="locales-blade"
      rows={LOCALE_ROWS}
      empty={{ text: NO_LOCALES }}
    />
  );
}

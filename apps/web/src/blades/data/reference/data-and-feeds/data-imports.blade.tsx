import { REFERENCE_DATA_TYPES } from "@atelier/domain/data/reference-data.schema";
import { Divider, Stack } from "@mantine/core";
import { useMemo, useState } from "react";
import { useCurrentUser } from "../../../../api/account/account";
import { useReferenceDataList } from "../../../../api/data/reference-data";
import type { BladeProps } from "../../../../app/workspace/blade-types";
import { ErrorCallout } from "../../../../ui/error-callout";
import { FilterBox } from "../../../../ui/list/filter-box";
import { LoadingLine } from "../../../../ui/loading-line";
import { LegacyMappingSection } from "../legacy-mapping/legacy-mapping-section";
import { referenceDataLists } from "./reference-data-filter";
import { ReferenceDataListSection } from "./reference-data-list-section";

/**
 * DataImports, "Data and Feeds" (spec part 3): a quick filter, the legacy attribute mapping and, for
 * admins, the lists of reference data, translations and mapping, and data grids.
 */
export function DataImportsBlade({ blade }: BladeProps) {
  const permissions = useCurrentUser().data?.permissions;
  const admin = permissions?.admin === true;
  const [text, setText] = useState("");
  const query = useReferenceDataList(undefined, admin);
  const lists = useMemo(() => referenceDataLists(query.data?.referenceDatas ?? [], text), [query.data, text]);

  return (
    <Stack gap="lg" data-testid="data-and-feeds">
      <FilterBox text={text} onText={setText} />
      <LegacyMappingSection canChange={permissions?.canEdit === true} />
      {admin && (
        <>
          <ErrorCallout error={query.error} />
          {query.isPending && <LoadingLine />}
          {query.data &&
            REFERENCE_DATA_TYPES.map((dataType) => (
              <Stack key={dataType} gap="lg">
                <Divider />
                <ReferenceDataListSection
                  blade={blade}
                  dataType={dataType}
                  items={lists[dataType].shown}
                  total={lists[dataType].all.length}
                />
              </Stack>
            ))}
        </>
      )}
    </Stack>
  );
}

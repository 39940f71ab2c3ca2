import { MESSAGES } from "@atelier/domain/shared/messages";
import { Stack, Text, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { useReferenceData, useUnmappedAttributes } from "../../../../api/data/reference-data";
import { useBladeTitle } from "../../../../app/workspace/blade-title";
import type { BladeProps } from "../../../../app/workspace/blade-types";
import { ErrorCallout } from "../../../../ui/error-callout";
import { FilterBox } from "../../../../ui/list/filter-box";
import { LoadingLine } from "../../../../ui/loading-line";
import { REFERENCE_DATA_TEXTS } from "../reference-data-texts";
import { UNKNOWN_REFERENCE_DATA } from "../unknown-reference-data";
import { filterUnmapped } from "./unmapped-filter";
import { UnmappedTable } from "./unmapped-table";

const TEXTS = REFERENCE_DATA_TEXTS.unmapped;

/**
 * FindUnmapped (spec part 3): the attribute values of the company's options and products that no file of the
 * mapping (the blade's item) covers, with a filter and Copy value.
 */
export function FindUnmappedBlade({ blade }: BladeProps) {
  const mapping = useReferenceData("Mapping", blade.itemId);
  const query = useUnmappedAttributes(blade.itemId);
  const [text, setText] = useState("");
  const items = query.data ?? [];
  const shown = useMemo(() => filterUnmapped(query.data ?? [], text), [query.data, text]);
  const name = mapping.data?.name;
  useBladeTitle(name === undefined ? undefined : `${TEXTS.label}: ${name}`);
  if (blade.itemId === undefined) return <ErrorCallout error={UNKNOWN_REFERENCE_DATA} />;

  return (
    <Stack gap="sm" data-testid="find-unmapped">
      {name !== undefined && (
        <Title order={2} size="h4">
          {name}
        </Title>
      )}
      <ErrorCallout error={query.error ?? mapping.error} />
      {query.isPending && <LoadingLine />}
      {query.data && (
        <>
          <FilterBox text={text} onText={setText} />
          <Text size="xs" c="dimmed" data-testid="unmapped-count">
            {TEXTS.countOf(shown.length, items.length)}
          </Text>
          {shown.length === 0 ? (
            <Text size="sm" c="dimmed">
              {items.length === 0 ? TEXTS.none : MESSAGES.noResults}
            </Text>
          ) : (
            <UnmappedTable items={shown} />
          )}
        </>
      )}
    </Stack>
  );
}

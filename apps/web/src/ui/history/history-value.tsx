import { Anchor, Text } from "@mantine/core";
import { useState } from "react";
import { shownValue } from "./audit-values";
import { HISTORY_TEXTS } from "./history-texts";

/** One value of a difference: formatted, cut when long with 'Show all', '(none)' dimmed when absent. */
export function HistoryValue({ value }: { value: unknown }) {
  const [whole, setWhole] = useState(false);
  const shown = shownValue(value);
  return (
    <Text size="sm" c={shown.empty ? "dimmed" : undefined} style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
      {whole ? shown.full : shown.text}
      {shown.cut && (
        <Anchor component="button" type="button" size="xs" ml={6} onClick={() => setWhole(!whole)}>
          {whole ? HISTORY_TEXTS.showLess : HISTORY_TEXTS.showAll}
        </Anchor>
      )}
    </Text>
  );
}

import { CloseButton, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { LIST_TEXTS } from "./list-texts";

/** A list's quick text filter box, with a button that clears it. */
export function FilterBox({ text, onText }: { text: string; onText: (text: string) => void }) {
  return (
    <TextInput
      size="sm"
      placeholder={LIST_TEXTS.quickFilter}
      aria-label={LIST_TEXTS.quickFilter}
      leftSection={<IconSearch size={14} />}
      value={text}
      onChange={(event) => onText(event.currentTarget.value)}
      rightSection={
        text === "" ? null : <CloseButton size="sm" aria-label={LIST_TEXTS.clearFilter} onClick={() => onText("")} />
      }
    />
  );
}

import { Button, Group, Popover, TextInput } from "@mantine/core";
import { IconColumnInsertRight } from "@tabler/icons-react";
import { useState } from "react";
import { TABLE_TEXTS } from "./reference-table-texts";

interface AddColumnButtonProps {
  /** Adds the column; returns why it cannot be added, or null. */
  onAdd: (name: string) => string | null;
}

/** 'Add column': asks the new column's name; a refusal (no name, taken, past 100 columns) shows under it. */
export function AddColumnButton({ onAdd }: AddColumnButtonProps) {
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setOpened(false);
    setName("");
    setProblem(null);
  };
  const add = () => {
    const refused = onAdd(name);
    if (refused === null) close();
    else setProblem(refused);
  };

  return (
    <Popover opened={opened} onChange={(open) => (open ? setOpened(true) : close())} trapFocus position="bottom-start">
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconColumnInsertRight size={14} />}
          onClick={() => (opened ? close() : setOpened(true))}
        >
          {TABLE_TEXTS.addColumn}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            size="xs"
            aria-label={TABLE_TEXTS.columnName}
            placeholder={TABLE_TEXTS.columnName}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setProblem(null);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") add();
            }}
            error={problem}
            data-autofocus
          />
          <Button size="xs" onClick={add}>
            {TABLE_TEXTS.addColumn}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

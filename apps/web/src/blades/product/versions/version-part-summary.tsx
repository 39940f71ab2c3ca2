import { Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";

/** How many names a summary lists before it says how many more there are. */
const SHOWN = 5;

interface VersionPartSummaryProps {
  /** 'Rules', 'Views' or 'Groups': the heading and the outline entry. */
  title: string;
  /** The singular noun for the count, e.g. 'rule'. */
  noun: string;
  names: string[];
  onOpen: () => void;
}

/** One of the version editor's Rules, Views and Groups sections: a count, the first names, a button to its blade. */
export function VersionPartSummary({ title, noun, names, onOpen }: VersionPartSummaryProps) {
  const rest = names.length - SHOWN;
  return (
    <Stack gap="xs" component="section" data-testid={`version-part-${title.toLowerCase()}`}>
      <Group justify="space-between">
        <Title order={3} size="h5" data-outline>
          {title}
        </Title>
        <Button size="xs" variant="light" rightSection={<IconArrowRight size={14} />} onClick={onOpen}>
          Open {title}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {names.length === 1 ? `1 ${noun}` : `${names.length} ${noun}s`}
      </Text>
      {names.length > 0 && (
        <List size="sm" spacing={2}>
          {names.slice(0, SHOWN).map((name, index) => (
            // Names may repeat (two rules without a description): the position tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in a fixed order
            <List.Item key={index}>{name}</List.Item>
          ))}
        </List>
      )}
      {rest > 0 && (
        <Text size="sm" c="dimmed">
          and {rest} more
        </Text>
      )}
    </Stack>
  );
}

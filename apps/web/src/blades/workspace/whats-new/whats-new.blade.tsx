import { Badge, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { Fragment } from "react";
import { RELEASES } from "./release-notes";

/** Release notes, newest first. */
export function WhatsNewBlade() {
  return (
    <Stack gap="lg" data-testid="whats-new">
      {RELEASES.map((release, index) => (
        <Fragment key={release.name}>
          {index > 0 && <Divider />}
          <Stack gap="md">
            <Group gap="xs">
              <Title order={3} size="h4" data-outline>
                {release.name}
              </Title>
              {index === 0 && (
                <Badge size="sm" variant="light">
                  Latest
                </Badge>
              )}
            </Group>
            {release.notes.map((note) => (
              <Stack key={note.heading} gap={4}>
                <Title order={4} size="h6">
                  {note.heading}
                </Title>
                <Text size="sm" c="gray.8" lh={1.55}>
                  {note.body}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Fragment>
      ))}
    </Stack>
  );
}

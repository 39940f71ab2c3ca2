import { Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One titled part of the review page. */
export function ReviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

import { Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled section of an item, e.g. "Group Settings" or "Group attributes". */
export function ItemSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={4} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

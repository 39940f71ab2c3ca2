import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface EditorSectionProps {
  title: string;
  /** One line under the title, when the section needs explaining. */
  description?: ReactNode;
  children: ReactNode;
}

/** One section of the product editor, with a heading the outline lists. */
export function EditorSection({ title, description, children }: EditorSectionProps) {
  return (
    <Stack component="section" gap="sm" aria-label={title}>
      <div>
        <Title order={3} size="h5" data-outline>
          {title}
        </Title>
        {description !== undefined && (
          <Text size="xs" c="dimmed" mt={2}>
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

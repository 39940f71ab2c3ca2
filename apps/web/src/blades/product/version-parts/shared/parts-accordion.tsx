import { Accordion, Stack, Text, Title } from "@mantine/core";
import type { ComponentProps, ReactNode } from "react";
import { PartsToolbar } from "./parts-toolbar";
import { SaveFeedback } from "./save-feedback";

interface PartsAccordionProps {
  title: string;
  toolbar: ComponentProps<typeof PartsToolbar>;
  /** The last failed save, and whether fields hold validation errors. */
  feedback: ComponentProps<typeof SaveFeedback>;
  /** Shown under the toolbar, e.g. why saving is not possible yet. */
  notice?: ReactNode;
  /** Shown instead of the accordion when it has no items. */
  empty: string | null;
  open: string[];
  onOpenChange: (open: string[]) => void;
  children: ReactNode;
}

/** The layout of the groups and views editors: title, toolbar, save feedback and the accordion. */
export function PartsAccordion({
  title,
  toolbar,
  feedback,
  notice,
  empty,
  open,
  onOpenChange,
  children,
}: PartsAccordionProps) {
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {title}
      </Title>
      <PartsToolbar {...toolbar} />
      {notice}
      <SaveFeedback {...feedback} />
      {empty !== null && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      <Accordion multiple variant="separated" value={open} onChange={onOpenChange} keepMounted={false}>
        {children}
      </Accordion>
    </Stack>
  );
}

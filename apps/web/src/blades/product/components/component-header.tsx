import type { Component } from "@atelier/domain/product/component.schema";
import { ActionIcon, Badge, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useBladeTitle } from "../../../app/workspace/blade-title";
import { COMPONENT_TEXTS } from "./component-texts";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ff="monospace" data-testid={`component-${label.toLowerCase().replace(/\W+/g, "-")}`}>
        {children}
      </Text>
    </Stack>
  );
}

interface ComponentHeaderProps {
  component: Component;
  refreshing: boolean;
  onRefresh: () => void;
}

/** The component's code, placement-independent code, placement and usage, with 'Unavailable' when set. */
export function ComponentHeader({ component, refreshing, onRefresh }: ComponentHeaderProps) {
  useBladeTitle(component.code);
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Title order={2} size="h4" ff="monospace" data-testid="blade-title">
            {component.code}
          </Title>
          {component.unavailable && (
            <Badge color="red" variant="light" data-testid="unavailable-badge">
              {COMPONENT_TEXTS.unavailable}
            </Badge>
          )}
        </Group>
        <ActionIcon variant="default" aria-label="Refresh" title="Refresh" loading={refreshing} onClick={onRefresh}>
          <IconRefresh size={16} />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={3} spacing="xs">
        <Field label={COMPONENT_TEXTS.placementIndependentCode}>{component.placementIndependentCode}</Field>
        <Field label={COMPONENT_TEXTS.placement}>
          {component.placement.name}
          {component.placement.code !== "" && ` (${component.placement.code})`}
        </Field>
        <Field label={COMPONENT_TEXTS.usage}>{component.usage}</Field>
      </SimpleGrid>
    </Stack>
  );
}

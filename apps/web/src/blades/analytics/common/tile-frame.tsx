import { MESSAGES } from "@atelier/domain/shared/messages";
import { Card, Center, Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { ErrorCallout } from "../../../ui/error-callout";
import { LoadingLine } from "../../../ui/loading-line";

interface TileFrameProps {
  title: string;
  testId: string;
  /** Buttons beside the title (a CSV button, a site select). */
  actions?: ReactNode;
  loading: boolean;
  error?: unknown;
  /** Nothing to show: 'No Results' instead of the body. */
  empty: boolean;
  /** The body's height, so tiles in a row line up and the page does not jump while they load. */
  height: number;
  children: ReactNode;
}

/** One dashboard tile: its title and actions, then 'Loading...', the error, 'No Results' or its body. */
export function TileFrame({ title, testId, actions, loading, error, empty, height, children }: TileFrameProps) {
  const body = () => {
    if (loading) return <LoadingLine />;
    if (error) return <ErrorCallout error={error} />;
    if (empty) return <Text c="dimmed">{MESSAGES.noResults}</Text>;
    return null;
  };
  const message = body();
  return (
    <Card withBorder padding="md" radius="md" data-testid={testId} role="region" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" mb="sm" gap="xs" mih={28}>
        <Title order={4} size="h5" lineClamp={1}>
          {title}
        </Title>
        <Group gap={4} wrap="nowrap">
          {actions}
        </Group>
      </Group>
      {message === null ? (
        children
      ) : (
        <Center h={height} data-tile-message>
          {message}
        </Center>
      )}
    </Card>
  );
}

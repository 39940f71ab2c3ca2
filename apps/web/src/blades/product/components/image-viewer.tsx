import type { Component } from "@atelier/domain/product/component.schema";
import { imageSource } from "@atelier/domain/product/view-images";
import { Button, Chip, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconLink, IconLinkOff } from "@tabler/icons-react";
import { useState } from "react";
import { COMPONENT_TEXTS } from "./component-texts";
import { ImageViewCard, type ViewerToggles } from "./image-view-card";

/** The component's images, one card per image view of its version, with the toggles shared by all. */
export function ImageViewer({ component }: { component: Component }) {
  const [toggles, setToggles] = useState<ViewerToggles>({ background: true, checkers: false, showLink: false });
  const source = imageSource(component);
  const views = component.version?.imageViews ?? [];
  if (source === null) return <Text size="sm">{COMPONENT_TEXTS.noImageSettings}</Text>;
  const set = (patch: Partial<ViewerToggles>) => setToggles((current) => ({ ...current, ...patch }));

  return (
    <Stack gap="sm" data-testid="image-viewer">
      <Group gap="xs">
        <Chip size="xs" checked={toggles.background} onChange={(background) => set({ background })}>
          {COMPONENT_TEXTS.background}
        </Chip>
        <Chip size="xs" checked={toggles.checkers} onChange={(checkers) => set({ checkers })}>
          {COMPONENT_TEXTS.checkers}
        </Chip>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={toggles.showLink ? <IconLinkOff size={14} /> : <IconLink size={14} />}
          onClick={() => set({ showLink: !toggles.showLink })}
        >
          {toggles.showLink ? COMPONENT_TEXTS.hideLink : COMPONENT_TEXTS.showLink}
        </Button>
      </Group>
      {views.length === 0 ? (
        <Text size="sm" c="dimmed">
          {COMPONENT_TEXTS.noViews}
        </Text>
      ) : (
        <SimpleGrid type="container" cols={{ base: 1, "500px": 2, "1200px": 3 }} spacing="sm">
          {views.map((view, index) => (
            <ImageViewCard
              key={view.imageViewId ?? `${view.code}-${index}`}
              source={source}
              component={component}
              view={view}
              toggles={toggles}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

import {
  type ImageSource,
  stepFrame,
  type ViewerView,
  viewDisplay,
  viewImages,
} from "@atelier/domain/product/view-images";
import { ActionIcon, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useState } from "react";
import { TONES } from "../../../app/theme-tokens";
import { COMPONENT_TEXTS } from "./component-texts";
import { ViewerImage } from "./viewer-image";

export interface ViewerToggles {
  background: boolean;
  checkers: boolean;
  showLink: boolean;
}

interface ImageViewCardProps {
  source: ImageSource;
  component: { code: string; placementIndependentCode: string };
  view: ViewerView;
  toggles: ViewerToggles;
}

/** One image view of the component: its name and type, previous/next for a range, and the image. */
export function ImageViewCard({ source, component, view, toggles }: ImageViewCardProps) {
  const display = viewDisplay(view);
  const [frame, setFrame] = useState(view.frameLow);
  const { image, background } = viewImages(source, component, view, frame);
  const step = (by: 1 | -1) => {
    if (display.kind === "range") setFrame((current) => stepFrame(current, display.low, display.high, by));
  };
  return (
    <Paper withBorder p="xs" data-testid="image-view" data-view={view.name}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} truncate="end">
            {view.name}
          </Text>
          <Badge size="sm" variant="light" color={TONES.neutral}>
            {view.viewType}
          </Badge>
        </Group>
        {display.kind === "range" && (
          <Group gap="xs" justify="center">
            <ActionIcon
              variant="default"
              aria-label={COMPONENT_TEXTS.previousFrame}
              title={COMPONENT_TEXTS.previousFrame}
              onClick={() => step(-1)}
            >
              <IconChevronLeft size={16} />
            </ActionIcon>
            <Text size="sm" data-testid="view-frame">
              {COMPONENT_TEXTS.frameOf(frame, display.low, display.high)}
            </Text>
            <ActionIcon
              variant="default"
              aria-label={COMPONENT_TEXTS.nextFrame}
              title={COMPONENT_TEXTS.nextFrame}
              onClick={() => step(1)}
            >
              <IconChevronRight size={16} />
            </ActionIcon>
          </Group>
        )}
        <ViewerImage
          image={image}
          background={toggles.background ? background : null}
          checkers={toggles.checkers}
          showLink={toggles.showLink}
        />
      </Stack>
    </Paper>
  );
}

import { Anchor, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useBlades } from "../../../app/workspace/blade-context";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { GUIDE_INTRO, GUIDE_SECTIONS, type GuideSection } from "./guide-sections";

function Section({ section, onOpen }: { section: GuideSection; onOpen: (section: GuideSection) => void }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h5" data-outline>
        {section.heading}
      </Title>
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph} size="sm" c="gray.8" lh={1.6}>
          {paragraph}
        </Text>
      ))}
      {section.opens && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          ta="left"
          w="fit-content"
          onClick={() => onOpen(section)}
        >
          {section.opens.label} <IconArrowRight size={14} style={{ verticalAlign: "middle" }} />
        </Anchor>
      )}
    </Stack>
  );
}

/** Explains the four metadata kinds; its links open their blades stacked on the guide. */
export function MetadataGuideBlade({ blade, title }: BladeProps) {
  const { open } = useBlades();
  const openSection = (section: GuideSection) => {
    if (section.opens) open(section.opens.link, { parentId: blade.id });
  };
  return (
    <Stack gap="xl" maw={680} data-testid="metadata-guide">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Section section={GUIDE_INTRO} onOpen={openSection} />
      {GUIDE_SECTIONS.map((section) => (
        <Section key={section.heading} section={section} onOpen={openSection} />
      ))}
    </Stack>
  );
}

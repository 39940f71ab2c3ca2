import { Box, ScrollArea, Text, UnstyledButton } from "@mantine/core";
import { type RefObject, useEffect, useState } from "react";
import classes from "./blade-frame.module.css";

/** How often the outline re-reads the blade's headings (spec part 1, 2.2). */
const OUTLINE_REFRESH_MS = 500;

function headingsOf(body: HTMLElement | null): HTMLElement[] {
  return body ? Array.from(body.querySelectorAll<HTMLElement>("[data-outline]")) : [];
}

/** A heading's own text, unless its `data-outline` value names it differently. */
function labelOf(element: HTMLElement): string {
  const label = element.dataset.outline?.trim();
  if (label && label !== "true") return label;
  return element.textContent?.trim() ?? "";
}

interface BladeOutlineProps {
  bodyRef: RefObject<HTMLDivElement | null>;
  /** The blade's title: each outline landmark is named after its blade, as several can be open. */
  bladeTitle: string;
}

/** Lists the headings marked `data-outline` in a blade's body; a click scrolls the body to one. */
export function BladeOutline({ bodyRef, bladeTitle }: BladeOutlineProps) {
  const [labels, setLabels] = useState<string[]>([]);

  useEffect(() => {
    const read = () => {
      const next = headingsOf(bodyRef.current).map(labelOf);
      setLabels((previous) => (previous.join("\n") === next.join("\n") ? previous : next));
    };
    read();
    const timer = window.setInterval(read, OUTLINE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [bodyRef]);

  const scrollTo = (index: number) => {
    const body = bodyRef.current;
    const heading = headingsOf(body)[index];
    if (!body || !heading) return;
    const top = body.scrollTop + heading.getBoundingClientRect().top - body.getBoundingClientRect().top - 12;
    body.scrollTo({ top, behavior: "smooth" });
  };

  return (
    <Box className={classes.outline} component="nav" aria-label={`Outline of ${bladeTitle}`}>
      <ScrollArea h="100%" type="auto">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>
          On this page
        </Text>
        {labels.map((label, index) => (
          <UnstyledButton
            // Headings have no ids of their own; their order is what the outline mirrors.
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the heading's identity here
            key={index}
            className={classes.outlineItem}
            onClick={() => scrollTo(index)}
          >
            {label}
          </UnstyledButton>
        ))}
      </ScrollArea>
    </Box>
  );
}

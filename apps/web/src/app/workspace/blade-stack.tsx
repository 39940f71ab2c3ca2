import { Box, Center, Stack, Text } from "@mantine/core";
import { IconLayoutColumns } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useBlades } from "./blade-context";
import { BladeFrame } from "./blade-frame";
import { useBladeGuard } from "./blade-guard";
import classes from "./blade-stack.module.css";
import { subtreeIds } from "./blade-stack-state";
import type { Blade } from "./blade-types";
import { useEscapeClose } from "./use-escape-close";

interface PendingView {
  id: string;
  inline: ScrollLogicalPosition;
  /** Move the keyboard focus into the blade too (after opening or closing, not on load or resize). */
  focus: boolean;
}

/** The blade to land on once one is closed: its parent, else the blade before it. */
function neighbourOf(stack: readonly Blade[], blade: Blade): string | undefined {
  return blade.parentId ?? stack[stack.indexOf(blade) - 1]?.id;
}

/**
 * The open blades side by side; the strip scrolls sideways and brings a newly opened blade into view.
 * A blade closes with its X or with Escape, after asking when it or a blade stacked on it has unsaved edits.
 */
export function BladeStack() {
  const { stack, focus, close, update } = useBlades();
  const { leave } = useBladeGuard();
  const frames = useRef(new Map<string, HTMLElement>());

  // The address changes in a transition, so the opened blade may render after focus changes: wait for it.
  // On load (or reload) the deepest blade is the one to see.
  const lastId = stack.at(-1)?.id;
  const pending = useRef<PendingView | null>(
    lastId === undefined ? null : { id: lastId, inline: "nearest", focus: false },
  );
  useEffect(() => {
    if (focus) pending.current = { id: focus.id, inline: "nearest", focus: true };
  }, [focus]);

  const requestClose = (blade: Blade) =>
    leave(
      () => {
        const neighbour = neighbourOf(stack, blade);
        pending.current = neighbour === undefined ? null : { id: neighbour, inline: "nearest", focus: true };
        close(blade.id);
      },
      subtreeIds(stack, blade.id),
    );
  useEscapeClose((bladeId) => {
    const blade = bladeId === undefined ? stack.at(-1) : stack.find((open) => open.id === bladeId);
    if (blade) requestClose(blade);
  });

  useEffect(() => {
    const target = pending.current;
    const element = target === null ? undefined : frames.current.get(target.id);
    if (!target || !element) return;
    pending.current = null;
    if (target.focus) element.focus({ preventScroll: true });
    window.requestAnimationFrame(() =>
      element.scrollIntoView({
        behavior: "smooth",
        inline: element.dataset.fullscreen === "true" ? "start" : target.inline,
        block: "nearest",
      }),
    );
  });

  if (stack.length === 0) {
    return (
      <Center h="100%" data-testid="blade-stack">
        <Stack align="center" gap={6} c="dimmed">
          <IconLayoutColumns size={28} stroke={1.4} />
          <Text size="sm">No blades are open. Choose an area in the sidebar to start.</Text>
        </Stack>
      </Center>
    );
  }

  return (
    <Box className={classes.stack} data-testid="blade-stack">
      {stack.map((blade) => (
        <BladeFrame
          key={blade.id}
          blade={blade}
          ref={(element) => {
            if (element) frames.current.set(blade.id, element);
            else frames.current.delete(blade.id);
          }}
          onClose={() => requestClose(blade)}
          onFullscreen={(fullscreen) => {
            // A maximised blade fills the strip, so line it up with the strip's left edge.
            pending.current = { id: blade.id, inline: fullscreen ? "start" : "nearest", focus: false };
            update(
              blade.id,
              // Restoring a blade whose size is fullscreen gives it its kind's width.
              fullscreen ? { fullscreen } : { fullscreen, size: blade.size === "fullscreen" ? undefined : blade.size },
            );
          }}
        />
      ))}
    </Box>
  );
}

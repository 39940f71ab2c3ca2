import { Box, Center, Stack, Text } from "@mantine/core";
import { IconLayoutColumns } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useBlades } from "./blade-context";
import { BladeFrame } from "./blade-frame";
import { useBladeGuard } from "./blade-guard";
import { bladeKindInfo } from "./blade-kinds";
import { layoutBlades } from "./blade-layout";
import { bladeWidth } from "./blade-sizes";
import classes from "./blade-stack.module.css";
import { subtreeIds } from "./blade-stack-state";
import type { Blade } from "./blade-types";
import { useContentWidth } from "./use-content-width";
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

/** A blade's own width in pixels; a fullscreen blade's is all the room there is. */
function ownWidth(blade: Blade, available: number): number {
  const width = blade.fullscreen ? "fill" : bladeWidth(blade.size ?? bladeKindInfo(blade.kind).size);
  return width === "fill" ? available : width;
}

/**
 * The open blades side by side, sharing the width so that none is cut (blade-layout.ts): the blade worked
 * on (the last opened, or one brought back from its strip) is shown whole, parents narrow or collapse to
 * strips. Only when even the strips do not fit does the stack scroll sideways.
 * A blade closes with its X or with Escape, after asking when it or a blade stacked on it has unsaved edits.
 */
export function BladeStack() {
  const { stack, focus, close, update } = useBlades();
  const { leave } = useBladeGuard();
  const frames = useRef(new Map<string, HTMLElement>());
  const [measure, available] = useContentWidth<HTMLDivElement>();
  // The blade worked on: the one open() last opened or brought into view, or one brought back from its strip.
  const [anchorId, setAnchorId] = useState<string>();
  useEffect(() => setAnchorId(focus?.id), [focus]);
  const anchorIndex = stack.findIndex((blade) => blade.id === anchorId);
  const fits =
    available > 0
      ? layoutBlades(
          stack.map((blade) => ownWidth(blade, available)),
          available,
          anchorIndex < 0 ? stack.length - 1 : anchorIndex,
        )
      : undefined;

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
    <Box className={classes.stack} data-testid="blade-stack" ref={measure}>
      {stack.map((blade, index) => (
        <BladeFrame
          key={blade.id}
          blade={blade}
          ref={(element) => {
            if (element) frames.current.set(blade.id, element);
            else frames.current.delete(blade.id);
          }}
          fit={fits?.[index]}
          onExpand={() => {
            pending.current = { id: blade.id, inline: "nearest", focus: true };
            setAnchorId(blade.id);
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

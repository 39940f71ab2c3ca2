import { ActionIcon, Alert, Box, Center, Text } from "@mantine/core";
import { IconAlertTriangle, IconArrowsMaximize, IconArrowsMinimize, IconX } from "@tabler/icons-react";
import { type Ref, Suspense, useRef } from "react";
import { LoadingLine } from "../../ui/loading-line";
import { bladeComponent } from "./blade-components";
import { BladeErrorBoundary } from "./blade-error-boundary";
import classes from "./blade-frame.module.css";
import { CurrentBlade } from "./blade-guard";
import { bladeKindInfo } from "./blade-kinds";
import { BladeOutline } from "./blade-outline";
import { bladeWidth } from "./blade-sizes";
import type { Blade } from "./blade-types";
import { usePickRequest } from "./pick-requests";

interface BladeFrameProps {
  blade: Blade;
  onClose: () => void;
  /** Asks for the blade to be maximised (true) or restored (false). */
  onFullscreen: (fullscreen: boolean) => void;
  ref?: Ref<HTMLElement>;
}

function BladeLoading() {
  return (
    <Center py="xl">
      <LoadingLine />
    </Center>
  );
}

/** One blade: header (title, maximise or restore, close), scrolling body, optional outline sidebar. */
export function BladeFrame({ blade, onClose, onFullscreen, ref }: BladeFrameProps) {
  const definition = bladeKindInfo(blade.kind);
  const bodyRef = useRef<HTMLDivElement>(null);
  const width = bladeWidth(blade.size ?? definition.size);
  const fullscreen = blade.fullscreen === true || width === "fill";
  const Body = bladeComponent(blade.kind);
  const { request } = usePickRequest(blade);
  const title = request?.title ?? definition.title;

  return (
    <Box
      component="section"
      ref={ref}
      className={fullscreen ? `${classes.frame} ${classes.fullscreen}` : classes.frame}
      style={fullscreen ? undefined : { width }}
      // Focusable by script, so opening a blade can take keyboard users into it.
      tabIndex={-1}
      aria-label={title}
      data-blade-kind={blade.kind}
      data-blade-id={blade.id}
      data-fullscreen={fullscreen}
    >
      <header className={classes.header}>
        <Text fw={600} size="sm" truncate="end" flex={1}>
          {title}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => onFullscreen(!fullscreen)}
          aria-label={fullscreen ? "Restore" : "Maximise"}
          title={fullscreen ? "Restore" : "Maximise"}
        >
          {fullscreen ? <IconArrowsMinimize size={16} /> : <IconArrowsMaximize size={16} />}
        </ActionIcon>
        <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label="Close" title="Close">
          <IconX size={16} />
        </ActionIcon>
      </header>
      <div className={classes.content}>
        {definition.outline && <BladeOutline bodyRef={bodyRef} />}
        <div className={classes.body} ref={bodyRef}>
          {request?.notice !== undefined && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" mb="xs" data-testid="pick-notice">
              {request.notice}
            </Alert>
          )}
          <BladeErrorBoundary>
            <Suspense fallback={<BladeLoading />}>
              <CurrentBlade bladeId={blade.id}>
                <Body blade={blade} title={title} />
              </CurrentBlade>
            </Suspense>
          </BladeErrorBoundary>
        </div>
      </div>
    </Box>
  );
}

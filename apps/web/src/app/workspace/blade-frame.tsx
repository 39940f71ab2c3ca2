import { ActionIcon, Alert, Box, Center, Text } from "@mantine/core";
import { IconAlertTriangle, IconArrowsMaximize, IconArrowsMinimize, IconX } from "@tabler/icons-react";
import { type Ref, Suspense, useRef, useState } from "react";
import { LoadingLine } from "../../ui/loading-line";
import { TONES } from "../theme-tokens";
import { bladeComponent } from "./blade-components";
import { BladeErrorBoundary } from "./blade-error-boundary";
import classes from "./blade-frame.module.css";
import { CurrentBlade } from "./blade-guard";
import { bladeKindInfo } from "./blade-kinds";
import type { BladeFit } from "./blade-layout";
import { BladeOutline } from "./blade-outline";
import { bladeWidth, OUTLINE_MIN_BLADE_WIDTH } from "./blade-sizes";
import { BladeStrip } from "./blade-strip";
import { BladeTitleProvider } from "./blade-title";
import type { Blade } from "./blade-types";
import { usePickRequest } from "./pick-requests";

interface BladeFrameProps {
  blade: Blade;
  onClose: () => void;
  /** Asks for the blade to be maximised (true) or restored (false). */
  onFullscreen: (fullscreen: boolean) => void;
  /** The room the stack gives the blade (blade-layout.ts); undefined until the stack is measured. */
  fit: BladeFit | undefined;
  /** Brings the blade back from a strip. */
  onExpand: () => void;
  ref?: Ref<HTMLElement>;
}

function BladeLoading() {
  return (
    <Center py="xl">
      <LoadingLine />
    </Center>
  );
}

/**
 * One blade: header (title, maximise or restore, close), scrolling body, optional outline sidebar (when
 * the blade is wide enough for it). Collapsed, it shows a strip with its title and keeps its body (and
 * its unsaved edits) hidden. The title is the body's own (useBladeTitle), else the kind's.
 */
export function BladeFrame({ blade, onClose, onFullscreen, fit, onExpand, ref }: BladeFrameProps) {
  const definition = bladeKindInfo(blade.kind);
  const bodyRef = useRef<HTMLDivElement>(null);
  const width = bladeWidth(blade.size ?? definition.size);
  const fullscreen = blade.fullscreen === true || width === "fill";
  const Body = bladeComponent(blade.kind);
  const { request } = usePickRequest(blade);
  const [bodyTitle, setBodyTitle] = useState<string>();
  const title = request?.title ?? bodyTitle ?? definition.title;
  const collapsed = fit?.state === "collapsed";
  const shownWidth = fit?.width ?? (fullscreen ? undefined : width);
  const frameClasses = [
    classes.frame,
    fullscreen && fit === undefined && classes.fullscreen,
    collapsed && classes.collapsed,
  ];

  return (
    <Box
      component="section"
      ref={ref}
      className={frameClasses.filter(Boolean).join(" ")}
      style={shownWidth === undefined ? undefined : { width: shownWidth }}
      // Focusable by script, so opening a blade can take keyboard users into it.
      tabIndex={-1}
      aria-label={title}
      data-blade-kind={blade.kind}
      data-blade-id={blade.id}
      data-fullscreen={fullscreen}
      data-fit={fit?.state ?? "full"}
    >
      {collapsed && <BladeStrip title={title} onExpand={onExpand} />}
      <header className={classes.header} hidden={collapsed}>
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
      <div className={collapsed ? `${classes.content} ${classes.hidden}` : classes.content}>
        {definition.outline && (shownWidth === undefined || shownWidth >= OUTLINE_MIN_BLADE_WIDTH) && (
          <BladeOutline bodyRef={bodyRef} bladeTitle={title} />
        )}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling body that holds only text must be reachable by keyboard to scroll (axe-core scrollable-region-focusable) */}
        <div className={classes.body} ref={bodyRef} tabIndex={0}>
          {request?.notice !== undefined && (
            <Alert
              color={TONES.danger}
              icon={<IconAlertTriangle size={18} />}
              role="alert"
              mb="xs"
              data-testid="pick-notice"
            >
              {request.notice}
            </Alert>
          )}
          <BladeErrorBoundary>
            <Suspense fallback={<BladeLoading />}>
              <CurrentBlade bladeId={blade.id}>
                <BladeTitleProvider onTitle={setBodyTitle}>
                  <Body blade={blade} title={title} />
                </BladeTitleProvider>
              </CurrentBlade>
            </Suspense>
          </BladeErrorBoundary>
        </div>
      </div>
    </Box>
  );
}

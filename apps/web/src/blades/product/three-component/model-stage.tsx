import { Box, Group, Loader, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { RenderStatsPanel } from "./render-stats-panel";
import type { RenderStats } from "./scene-stats";
import classes from "./three-viewer.module.css";

interface ModelStageProps {
  /** Shows `loadingText` over the canvas while true. */
  loading: boolean;
  loadingText: string;
  stats: RenderStats | null;
  /** The stage's height as CSS, when not the blade's (as tall as the window allows). */
  height?: string;
  testId?: string;
  /** The canvas. */
  children: ReactNode;
}

/** The frame a 3D canvas fills, with the loading line and the render stats floating over it. */
export function ModelStage({ loading, loadingText, stats, height, testId, children }: ModelStageProps) {
  return (
    <Box className={classes.stage} style={height ? { height } : undefined} data-testid={testId}>
      {children}
      {loading && (
        <Group gap="xs" className={classes.loading} data-testid="model-loading">
          <Loader size="xs" />
          <Text size="sm">{loadingText}</Text>
        </Group>
      )}
      <div className={classes.stats}>
        <RenderStatsPanel stats={stats} />
      </div>
    </Box>
  );
}

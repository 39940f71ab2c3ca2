import { useFrame } from "@react-three/fiber";
import { useRef } from "react";
import { type RenderStats, sceneStats } from "./scene-stats";

/** How often the stats panel is refreshed. */
const STATS_INTERVAL_MS = 500;

/** Measures the frame rate and reads the renderer's and the scene's figures about twice a second. */
export function StatsProbe({ onStats }: { onStats: (stats: RenderStats) => void }) {
  const frames = useRef(0);
  const since = useRef<number | null>(null);
  useFrame(({ gl, scene }) => {
    const now = performance.now();
    since.current ??= now;
    frames.current += 1;
    const elapsed = now - since.current;
    if (elapsed < STATS_INTERVAL_MS) return;
    // The renderer's counters hold the last frame drawn: this callback runs before the next one.
    onStats({
      fps: Math.round((frames.current * 1000) / elapsed),
      drawCalls: gl.info.render.calls,
      ...sceneStats(scene),
    });
    frames.current = 0;
    since.current = now;
  });
  return null;
}

import { Alert, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconCube } from "@tabler/icons-react";
import { useCallback, useState } from "react";
import { TONES } from "../../../app/theme-tokens";
import { ModelStage } from "../../product/three-component/model-stage";
import type { RenderStats } from "../../product/three-component/scene-stats";
import { OPTIMIZATION_TEXTS } from "./optimization-texts";
import { PreviewCanvas } from "./preview-canvas";

/** Each side of the preview takes a share of the window, so both stand side by side. */
const SIDE_HEIGHT = "clamp(280px, calc(100vh - 420px), 560px)";

type Load = "loading" | "loaded" | { error: unknown };

const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One side of Preview: its heading, the model in the 3D viewer with its render stats, or why it is missing. */
export function PreviewSide({ title, url, empty }: { title: string; url: string | null; empty: string }) {
  const [load, setLoad] = useState<Load>("loading");
  const [stats, setStats] = useState<RenderStats | null>(null);
  const onLoaded = useCallback(() => setLoad("loaded"), []);
  const onFailed = useCallback((error: unknown) => setLoad({ error }), []);
  const label = OPTIMIZATION_TEXTS.model(title);

  return (
    <Stack gap={6} data-testid="preview-side" data-side={title} data-load={typeof load === "string" ? load : "failed"}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {url === null && (
        <Alert color="gray" icon={<IconCube size={18} />}>
          {empty}
        </Alert>
      )}
      {url !== null && typeof load === "object" && (
        <Alert color={TONES.danger} icon={<IconAlertTriangle size={18} />} role="alert">
          {OPTIMIZATION_TEXTS.modelFailed}
          <Text size="xs" c="dimmed" mt={4}>
            {detailOf(load.error)}
          </Text>
        </Alert>
      )}
      {url !== null && typeof load === "string" && (
        <ModelStage
          loading={load === "loading"}
          loadingText={OPTIMIZATION_TEXTS.loadingModel}
          stats={stats}
          height={SIDE_HEIGHT}
        >
          <PreviewCanvas url={url} label={label} onLoaded={onLoaded} onFailed={onFailed} onStats={setStats} />
        </ModelStage>
      )}
    </Stack>
  );
}

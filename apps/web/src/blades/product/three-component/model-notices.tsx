import { Alert, Text } from "@mantine/core";
import { IconAlertTriangle, IconCube } from "@tabler/icons-react";
import type { ModelLoad } from "./model-row";
import { THREE_COMPONENT_TEXTS } from "./three-component-texts";
import type { ModelSource } from "./use-model-source";

/** One component's model, as far as it got: from finding its URL to loading the file. */
export interface ModelProgress {
  code: string;
  /** The component shown in the editor, as opposed to one shown alongside. */
  main: boolean;
  source: ModelSource;
  load: ModelLoad | undefined;
}

function failureOf(progress: ModelProgress): { url: string; error: unknown } | null {
  const { source, load } = progress;
  if (source.status === "failed") return source;
  if (source.status === "ready" && load?.status === "failed") return { url: source.url, error: load.error };
  return null;
}

const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Why a model is missing from the canvas: the component has none, or it could not be loaded. */
export function ModelNotice({ progress }: { progress: ModelProgress }) {
  const failure = failureOf(progress);
  if (failure !== null) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="model-error">
        {THREE_COMPONENT_TEXTS.modelFailed(failure.url)}
        <Text size="xs" c="dimmed" mt={4}>
          {detailOf(failure.error)}
        </Text>
      </Alert>
    );
  }
  if (progress.source.status !== "none") return null;
  return (
    <Alert color="gray" icon={<IconCube size={18} />} data-testid="model-missing">
      {progress.main ? THREE_COMPONENT_TEXTS.noModel : THREE_COMPONENT_TEXTS.otherNoModel(progress.code)}
    </Alert>
  );
}

/** A model still on its way: its URL is being checked, or its file is loading. */
export function isLoading({ source, load }: ModelProgress): boolean {
  return source.status === "checking" || (source.status === "ready" && load === undefined);
}

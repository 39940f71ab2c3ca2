import { Group, Progress, Text } from "@mantine/core";
import { UPLOAD_TEXTS } from "./upload-texts";

/** The bar of a file being sent, with its percent written beside it. */
export function UploadProgress({ name, percent }: { name: string; percent: number }) {
  return (
    <Group gap="xs" wrap="nowrap" data-testid="upload-progress">
      <Progress value={percent} style={{ flex: 1 }} aria-label={UPLOAD_TEXTS.progressOf(name)} />
      <Text size="xs" w={36} ta="right" data-testid="upload-percent">{`${percent}%`}</Text>
    </Group>
  );
}

import { formatFileSize } from "@atelier/domain/shared/file-size";
import { Button, FileButton, Group, Stack, Text } from "@mantine/core";
import { IconDownload, IconUpload, IconX } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { TONES } from "../../../app/theme-tokens";
import { saveFile } from "../../../ui/save-file";
import { imageMappingBlob, readImageMapping } from "./image-mapping-file";
import type { VersionForm } from "./version-form-values";
import { VERSION_TEXTS } from "./version-texts";

const MAPPING_FIELDS = ["imageMappingSource", "imageMappingFile", "imageMappingFileMimeType"] as const;

/** The size of the file a base64 text holds, shown like every file size. */
function formatSize(base64: string): string {
  const bytes = Math.floor((base64.length * 3) / 4) - (base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0);
  return formatFileSize(bytes);
}

/** The version's image mapping file: upload (read in the browser as base64), download and clear; saved with the version. */
export function VersionImageMapping({ form, canEdit }: { form: VersionForm; canEdit: boolean }) {
  const [source, fileName, mimeType] = useWatch({ control: form.control, name: [...MAPPING_FIELDS] });
  const [uploadError, setUploadError] = useState<string | null>(null);
  // Emptying the file input lets the same file be chosen again after a clear.
  const resetInput = useRef<() => void>(null);
  const serverError = form.formState.errors.imageMappingSource?.message;

  const setMapping = (values: [string | null, string | null, string | null]) => {
    MAPPING_FIELDS.forEach((name, index) => {
      form.setValue(name, values[index] ?? null, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    });
  };
  const upload = async (file: File | null) => {
    if (file === null) return;
    resetInput.current?.();
    setUploadError(null);
    try {
      const mapping = await readImageMapping(file);
      setMapping([mapping.imageMappingSource, mapping.imageMappingFile, mapping.imageMappingFileMimeType]);
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : String(error));
    }
  };
  const download = () => {
    if (source) saveFile(imageMappingBlob(source, mimeType ?? null), fileName || "image-mapping");
  };

  return (
    <Stack gap="xs" data-testid="image-mapping">
      {source ? (
        <Text size="sm" data-testid="image-mapping-file">
          <Text span fw={600}>
            {fileName || "image-mapping"}
          </Text>{" "}
          <Text span c="dimmed" size="xs">
            ({mimeType || "unknown type"}, {formatSize(source)})
          </Text>
        </Text>
      ) : (
        <Text size="sm" c="dimmed" data-testid="image-mapping-file">
          {VERSION_TEXTS.noImageMapping}
        </Text>
      )}
      <Group gap="xs">
        {canEdit && (
          <FileButton onChange={upload} resetRef={resetInput}>
            {(props) => (
              <Button {...props} size="xs" variant="default" leftSection={<IconUpload size={14} />}>
                Upload image mapping
              </Button>
            )}
          </FileButton>
        )}
        {source && (
          <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} onClick={download}>
            Download image mapping
          </Button>
        )}
        {canEdit && source && (
          <Button
            size="xs"
            variant="subtle"
            color={TONES.danger}
            leftSection={<IconX size={14} />}
            onClick={() => setMapping([null, null, null])}
          >
            Clear image mapping
          </Button>
        )}
      </Group>
      {(uploadError ?? serverError) && (
        <Text size="sm" c={TONES.danger} role="alert">
          {uploadError ?? serverError}
        </Text>
      )}
    </Stack>
  );
}

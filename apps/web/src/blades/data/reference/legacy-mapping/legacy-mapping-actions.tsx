import { Button, FileButton, Group } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useClearLegacyMapping, useUploadLegacyMapping } from "../../../../api/data/legacy-mapping";
import { TONES } from "../../../../app/theme-tokens";
import { ConfirmButton } from "../../../../ui/confirm-button";
import { ErrorCallout } from "../../../../ui/error-callout";
import { UploadProgress } from "../../../../ui/upload/upload-progress";
import { useUploadPercent } from "../../../../ui/upload/use-upload-percent";
import { REFERENCE_DATA_TEXTS } from "../reference-data-texts";
import { REFERENCE_FILE_ACCEPT, refusedReferenceFile } from "../reference-file-check";

const TEXTS = REFERENCE_DATA_TEXTS.legacy;

/**
 * Upload (saved at once, its percent shown while it is sent) and Clear with 'Confirm?' of the legacy mapping,
 * and the failure of the last of them.
 */
export function LegacyMappingActions({ hasFile }: { hasFile: boolean }) {
  const upload = useUploadLegacyMapping();
  const clear = useClearLegacyMapping();
  const { percent, track } = useUploadPercent();
  const [refused, setRefused] = useState<unknown>(null);
  const busy = upload.isPending || clear.isPending;
  const forget = () => {
    setRefused(null);
    upload.reset();
    clear.reset();
  };
  const choose = (file: File | null) => {
    if (file === null) return;
    forget();
    const refusal = refusedReferenceFile(file);
    if (refusal !== null) setRefused(refusal);
    else upload.mutate({ file, onProgress: track() });
  };
  return (
    <>
      <Group gap="xs">
        <FileButton onChange={choose} accept={REFERENCE_FILE_ACCEPT}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} />}
              loading={upload.isPending}
              disabled={busy}
            >
              {TEXTS.upload}
            </Button>
          )}
        </FileButton>
        {hasFile && (
          <ConfirmButton
            size="xs"
            variant="default"
            color={TONES.danger}
            loading={clear.isPending}
            disabled={busy}
            onConfirm={() => {
              forget();
              clear.mutate();
            }}
          >
            {TEXTS.clear}
          </ConfirmButton>
        )}
      </Group>
      {upload.isPending && <UploadProgress name={upload.variables.file.name} percent={percent} />}
      <ErrorCallout error={refused ?? upload.error ?? clear.error} />
    </>
  );
}

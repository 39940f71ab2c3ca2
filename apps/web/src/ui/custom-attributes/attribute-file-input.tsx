import { binaryPreview } from "@atelier/domain/shared/custom-attributes";
import { ActionIcon, Button, FileButton, Group, Text } from "@mantine/core";
import { IconUpload, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { TONES } from "../../app/theme-tokens";
import { ATTRIBUTE_FILE_MAX_BYTES, ATTRIBUTE_FILE_TOO_LARGE, base64FromDataUrl } from "./attribute-rows";

interface AttributeFileInputProps {
  /** binary: the file's bytes as base64; file: the file's text. */
  kind: "binary" | "file";
  value: string;
  onChange: (value: string) => void;
}

function readFile(file: File, kind: "binary" | "file"): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === "string" ? reader.result : "";
      resolve(kind === "binary" ? base64FromDataUrl(result) : result);
    };
    reader.onerror = () => reject(reader.error);
    if (kind === "binary") reader.readAsDataURL(file);
    else reader.readAsText(file);
  });
}

/** A binary or file value: a short preview and a file input read in the browser (no upload). */
export function AttributeFileInput({ kind, value, onChange }: AttributeFileInputProps) {
  const [error, setError] = useState<string | null>(null);
  const choose = (file: File | null) => {
    if (file === null) return;
    if (file.size > ATTRIBUTE_FILE_MAX_BYTES) {
      setError(ATTRIBUTE_FILE_TOO_LARGE);
      return;
    }
    setError(null);
    readFile(file, kind).then(onChange, () => setError(`The file ${file.name} could not be read.`));
  };

  return (
    <div style={{ flex: 1, minWidth: 0 }}>
      <Group gap="xs" wrap="nowrap">
        <Text
          size="sm"
          ff="monospace"
          truncate="end"
          style={{ flex: 1, minWidth: 0 }}
          title={`${value.length} characters`}
        >
          {value === "" ? "(empty)" : binaryPreview(value)}
        </Text>
        <FileButton onChange={choose} inputProps={{ "aria-label": "Attribute file" }}>
          {(props) => (
            <Button {...props} size="xs" variant="default" leftSection={<IconUpload size={14} />}>
              Choose file
            </Button>
          )}
        </FileButton>
        {value !== "" && (
          <ActionIcon variant="subtle" color={TONES.neutral} aria-label="Clear value" onClick={() => onChange("")}>
            <IconX size={14} />
          </ActionIcon>
        )}
      </Group>
      {error !== null && (
        <Text size="xs" c={TONES.danger} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}

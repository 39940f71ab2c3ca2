import "@mantine/dropzone/styles.layer.css";
import { formatFileSize } from "@atelier/domain/shared/file-size";
import { Button, Group, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { UploadProgress } from "./upload-progress";
import { entriesFor, type UploadEntry, uploadQueue } from "./upload-queue";
import { failureOf, sendUpload } from "./upload-request";
import { UPLOAD_TEXTS } from "./upload-texts";

export interface FileUploaderProps {
  /** Where the files go (POST, multipart/form-data), e.g. `/api/v1/app/{id}/file`. */
  url: string;
  /** The form field of the file; "file" by default. */
  fieldName?: string;
  /** Text fields sent with each file. */
  fields?: Record<string, string>;
  /** The types the server accepts, shown to the user (the server decides from the content). */
  accept?: string[];
  /** The size limit, checked before sending with the server's message. */
  maxBytes?: number;
  multiple?: boolean;
  /** The drop area's accessible name. */
  label: string;
  onUploaded: (response: unknown, file: File) => void;
  disabled?: boolean;
}

/** One file's row: its name and size, a percent bar while it uploads, then done, or the message and Retry. */
function UploadRow({ entry, onRetry, onRemove }: { entry: UploadEntry; onRetry: () => void; onRemove: () => void }) {
  return (
    <Stack gap={4} data-testid="upload-row" data-status={entry.status} component="li">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500} truncate="end" title={entry.name}>
          {entry.name}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {formatFileSize(entry.size)}
        </Text>
      </Group>
      {entry.status === "uploading" && <UploadProgress name={entry.name} percent={entry.percent} />}
      {entry.status === "done" && (
        <Text size="xs" c="teal.9">
          {UPLOAD_TEXTS.done}
        </Text>
      )}
      {entry.status === "failed" && (
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text size="xs" c="red.9" role="alert">
            {entry.message}
          </Text>
          <Group gap={4} wrap="nowrap">
            {entry.retryable && (
              <Button size="compact-xs" variant="light" onClick={onRetry}>
                {UPLOAD_TEXTS.retry}
              </Button>
            )}
            <Button size="compact-xs" variant="subtle" color="gray" onClick={onRemove}>
              {UPLOAD_TEXTS.remove}
            </Button>
          </Group>
        </Group>
      )}
    </Stack>
  );
}

/**
 * The one upload component: a drop area, then a row per file with its percent progress, done, or the
 * server's message with Retry. Files go one request each, with the session cookie.
 */
export function FileUploader({
  url,
  fieldName = "file",
  fields = {},
  accept,
  maxBytes,
  multiple = false,
  label,
  onUploaded,
  disabled,
}: FileUploaderProps) {
  const [entries, dispatch] = useReducer(uploadQueue, []);
  const files = useRef(new Map<number, File>());
  const aborts = useRef(new Map<number, () => void>());
  const nextId = useRef(1);
  const latest = useRef({ url, fieldName, fields, onUploaded });
  latest.current = { url, fieldName, fields, onUploaded };

  useEffect(() => {
    const running = aborts.current;
    return () => {
      for (const abort of running.values()) abort();
    };
  }, []);

  const start = useCallback((id: number, file: File) => {
    const { url: to, fieldName: field, fields: extra } = latest.current;
    const upload = sendUpload({
      url: to,
      fieldName: field,
      fields: extra,
      file,
      onProgress: (loaded, total) => dispatch({ type: "progress", id, loaded, total }),
    });
    aborts.current.set(id, upload.abort);
    upload.done.then(
      (response) => {
        aborts.current.delete(id);
        dispatch({ type: "done", id });
        latest.current.onUploaded(response, file);
      },
      (error: unknown) => {
        aborts.current.delete(id);
        dispatch({ type: "failed", id, ...failureOf(error) });
      },
    );
  }, []);

  const add = (chosen: File[]) => {
    const added = entriesFor(chosen, nextId.current, maxBytes);
    nextId.current += added.length;
    dispatch({ type: "added", entries: added });
    added.forEach((entry, index) => {
      const file = chosen[index];
      if (!file) return;
      files.current.set(entry.id, file);
      if (entry.status === "uploading") start(entry.id, file);
    });
  };

  const retry = (id: number) => {
    const file = files.current.get(id);
    if (!file) return;
    dispatch({ type: "retried", id });
    start(id, file);
  };

  const remove = (id: number) => {
    files.current.delete(id);
    dispatch({ type: "removed", id });
  };

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={add}
        multiple={multiple}
        disabled={disabled}
        // The file input inside carries the name: a labelled root around it would nest one control in another.
        inputProps={{ "aria-label": label }}
        name={fieldName}
        p="md"
        data-testid="file-dropzone"
      >
        <Stack gap={2} align="center" style={{ pointerEvents: "none" }}>
          <Text size="sm">{multiple ? UPLOAD_TEXTS.dropHere : UPLOAD_TEXTS.dropOneHere}</Text>
          {accept && accept.length > 0 && (
            <Text size="xs" c="dimmed">
              {UPLOAD_TEXTS.accepted(accept)}
            </Text>
          )}
          {maxBytes !== undefined && (
            <Text size="xs" c="dimmed">
              {UPLOAD_TEXTS.atMost(formatFileSize(maxBytes))}
            </Text>
          )}
        </Stack>
      </Dropzone>
      {entries.length > 0 && (
        <Stack
          gap="xs"
          component="ul"
          aria-label={UPLOAD_TEXTS.files}
          style={{ listStyle: "none", padding: 0, margin: 0 }}
        >
          {entries.map((entry) => (
            <UploadRow key={entry.id} entry={entry} onRetry={() => retry(entry.id)} onRemove={() => remove(entry.id)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

import { APPLET_FILE_MAX_BYTES, Applet } from "@atelier/domain/settings/applet.schema";
import { appletFileAddress } from "@atelier/domain/settings/applet-model";
import { formatFileSize } from "@atelier/domain/shared/file-size";
import { Anchor, Table, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { appletFilesChanged, appletUploadUrl, useApplet, useRemoveAppletFile } from "../../../api/settings/applet";
import { ConfirmDeleteButton } from "../../../ui/confirm-button";
import { EditorSection } from "../../../ui/editor/editor-section";
import { ErrorCallout } from "../../../ui/error-callout";
import { FileUploader } from "../../../ui/upload/file-uploader";
import { APPLET_TEXTS } from "./applet-texts";

interface AppletFilesSectionProps {
  /** Null while the applet is being added: files go to a stored applet. */
  appletId: string | null;
  readOnly: boolean;
}

/**
 * The applet's files (spec part 3, "Applets"): any type uploaded, a file of the same name replaced, each
 * removed with confirm. They are written at once, apart from the form's Save.
 */
export function AppletFilesSection({ appletId, readOnly }: AppletFilesSectionProps) {
  const queryClient = useQueryClient();
  const { data: applet } = useApplet(appletId ?? undefined);
  const removeFile = useRemoveAppletFile();
  const files = applet?.files ?? [];
  return (
    <EditorSection title={APPLET_TEXTS.files}>
      {appletId === null ? (
        <Text size="sm" c="dimmed">
          {APPLET_TEXTS.saveFirst}
        </Text>
      ) : (
        <>
          {files.length === 0 ? (
            <Text size="sm" c="dimmed">
              {APPLET_TEXTS.noFiles}
            </Text>
          ) : (
            <Table data-testid="applet-files" verticalSpacing={4} fz="sm">
              <Table.Tbody>
                {files.map((file) => (
                  <Table.Tr key={file.name}>
                    <Table.Td>
                      <Anchor href={appletFileAddress(appletId, file.name)} target="_blank" rel="noopener" size="sm">
                        {file.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td c="dimmed">{file.mimeType}</Table.Td>
                    <Table.Td c="dimmed" ta="right">
                      {formatFileSize(file.size)}
                    </Table.Td>
                    <Table.Td w={40}>
                      {!readOnly && (
                        <ConfirmDeleteButton
                          label={APPLET_TEXTS.remove(file.name)}
                          size="sm"
                          disabled={removeFile.isPending}
                          onConfirm={() => removeFile.mutate({ appletId, name: file.name })}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <ErrorCallout error={removeFile.error} />
          {!readOnly && (
            <FileUploader
              url={appletUploadUrl(appletId)}
              fieldName="files"
              maxBytes={APPLET_FILE_MAX_BYTES}
              multiple
              label={APPLET_TEXTS.upload}
              onUploaded={(body: unknown) => appletFilesChanged(queryClient, Applet.parse(body))}
            />
          )}
        </>
      )}
    </EditorSection>
  );
}

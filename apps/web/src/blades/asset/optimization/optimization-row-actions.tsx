import { Button, Text } from "@mantine/core";
import { IconDownload, IconEye, IconListDetails, IconUpload, IconWand } from "@tabler/icons-react";
import { optimizationFileUrl, useApproveOptimization, useRemoveOptimization } from "../../../api/asset/optimization";
import { toApiError } from "../../../api/http";
import { TONES } from "../../../app/theme-tokens";
import { ConfirmButton } from "../../../ui/confirm-button";
import type { OptimizationItem } from "./optimization-item";
import { OPTIMIZATION_TEXTS } from "./optimization-texts";

interface OptimizationRowActionsProps {
  item: OptimizationItem;
  /** The profile choice or Optimize is being saved. */
  starting: boolean;
  onOptimize: () => void;
  onDetails: () => void;
  onPreview: () => void;
  onFailure: (error: unknown) => void;
}

/**
 * Optimize (Created, with a profile), View details, Preview, Download and Approve & Upload (Success),
 * and Delete with confirm. Approve goes uploading, then done with the count of files, or the error.
 */
export function OptimizationRowActions(props: OptimizationRowActionsProps) {
  const { item, starting, onFailure } = props;
  const approve = useApproveOptimization();
  const remove = useRemoveOptimization();
  const succeeded = item.status === "Success" && item.resultUrl !== null;
  const id = item.dataOptimizationId;

  return (
    <>
      {item.status === "Created" && (
        <Button
          size="xs"
          leftSection={<IconWand size={14} />}
          onClick={props.onOptimize}
          loading={starting}
          disabled={item.optimizationMethod === null}
        >
          {OPTIMIZATION_TEXTS.optimize}
        </Button>
      )}
      <Button size="xs" variant="default" leftSection={<IconListDetails size={14} />} onClick={props.onDetails}>
        {OPTIMIZATION_TEXTS.viewDetails}
      </Button>
      <Button size="xs" variant="default" leftSection={<IconEye size={14} />} onClick={props.onPreview}>
        {OPTIMIZATION_TEXTS.preview}
      </Button>
      {succeeded && (
        <>
          <Button
            size="xs"
            variant="default"
            component="a"
            href={optimizationFileUrl(item.resultUrl ?? "")}
            download
            leftSection={<IconDownload size={14} />}
          >
            {OPTIMIZATION_TEXTS.download}
          </Button>
          <Button
            size="xs"
            color={TONES.success}
            leftSection={<IconUpload size={14} />}
            loading={approve.isPending}
            onClick={() => approve.mutate({ id })}
          >
            {approve.isPending ? OPTIMIZATION_TEXTS.approving : OPTIMIZATION_TEXTS.approve}
          </Button>
        </>
      )}
      <ConfirmButton
        size="xs"
        variant="default"
        color={TONES.danger}
        aria-label={OPTIMIZATION_TEXTS.deleteOf(item.name)}
        disabled={remove.isPending}
        onConfirm={() => remove.mutate({ id, etag: item.etag }, { onError: onFailure })}
      >
        {OPTIMIZATION_TEXTS.delete}
      </ConfirmButton>
      {approve.isSuccess && (
        <Text size="sm" c="teal.9" role="status" data-testid="optimization-approved">
          {OPTIMIZATION_TEXTS.approved(approve.data.count)}
        </Text>
      )}
      {approve.isError && (
        <Text size="sm" c="red.9" role="alert" data-testid="optimization-approve-error">
          {toApiError(approve.error).messages[0]}
        </Text>
      )}
    </>
  );
}

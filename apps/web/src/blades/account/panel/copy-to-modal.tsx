import type { Instance } from "@atelier/domain/account/company.schema";
import { Modal } from "@mantine/core";
import { useState } from "react";
import { ACCOUNT_TEXTS } from "./account-texts";
import { CopyJobProgress } from "./copy-job-progress";
import { CopyToForm } from "./copy-to-form";

interface CopyToModalProps {
  /** The current workspace, copied from. */
  source: Instance;
  target: Instance;
  onClose: () => void;
}

/**
 * 'Copy To': the confirmation form, then the copy job's progress. Closing while the job runs is
 * allowed; the job goes on on the server.
 */
export function CopyToModal({ source, target, onClose }: CopyToModalProps) {
  const [jobId, setJobId] = useState<string>();
  return (
    <Modal opened onClose={onClose} title={`${ACCOUNT_TEXTS.copyTo} ${target.title}`} size="lg">
      {jobId === undefined ? (
        <CopyToForm source={source} target={target} onStarted={setJobId} onCancel={onClose} />
      ) : (
        <CopyJobProgress jobId={jobId} onClose={onClose} />
      )}
    </Modal>
  );
}

import { Modal } from "@mantine/core";
import type { OptimizationItem } from "./optimization-item";
import { OptimizationPreview } from "./optimization-preview";

/** Preview from the queue: the before-and-after viewer in a wide dialog titled with the file's name. */
export function OptimizationPreviewModal({ item, onClose }: { item: OptimizationItem | null; onClose: () => void }) {
  return (
    <Modal opened={item !== null} onClose={onClose} title={item?.name} size="90%" centered>
      {item !== null && <OptimizationPreview item={item} />}
    </Modal>
  );
}

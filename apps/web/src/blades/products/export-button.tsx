import { Button } from "@mantine/core";
import { IconPackageExport } from "@tabler/icons-react";
import { CATALOGUE_ITEM_TEXTS } from "../../ui/catalogue-list/catalogue-item-texts";

interface ExportButtonProps {
  /** 'Export as batch' unless the export has its own name. */
  label?: string;
  loading: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** A batch export's button: spins while the export runs. */
export function ExportButton({
  label = CATALOGUE_ITEM_TEXTS.exportBatch,
  loading,
  disabled,
  onClick,
}: ExportButtonProps) {
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconPackageExport size={14} />}
      loading={loading}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

import { Button } from "@mantine/core";
import { IconPackageExport } from "@tabler/icons-react";
import { LIST_TEXTS } from "./list-texts";

interface ExportButtonProps {
  /** 'Export as batch' unless the export has its own name. */
  label?: string;
  loading: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** A batch export's button: spins while the export runs. */
export function ExportButton({ label = LIST_TEXTS.exportBatch, loading, disabled, onClick }: ExportButtonProps) {
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

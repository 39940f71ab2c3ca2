import type { AnalyticsPeriodQuery } from "@atelier/domain/analytics/analytics-period.schema";
import { Button, Group } from "@mantine/core";
import { IconFileTypeCsv, IconFileTypePdf } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import type { RefObject } from "react";
import { useAnalyticsExport } from "../../../api/analytics/analytics-export";
import { CONFIRM_COLORS } from "../../../app/theme-tokens";
import { ConfirmButton } from "../../../ui/confirm-button";
import { ErrorCallout } from "../../../ui/error-callout";
import { saveFile } from "../../../ui/save-file";
import { ANALYTICS_TEXTS } from "../common/analytics-texts";
import { stampedFileName } from "../common/csv-text";

interface DashboardExportsProps {
  query: AnalyticsPeriodQuery;
  /** The tiles, as the PDF draws them. */
  tiles: RefObject<HTMLDivElement | null>;
  heading: string;
  periodText: string;
}

/** 'Export raw data as CSV' (after a confirm: the period's saved recipes, one row each) and the PDF of the tiles. */
export function DashboardExports({ query, tiles, heading, periodText }: DashboardExportsProps) {
  const raw = useAnalyticsExport();
  const pdf = useMutation({
    mutationFn: async () => {
      if (tiles.current === null) return;
      const { downloadDashboardPdf } = await import("./dashboard-pdf");
      await downloadDashboardPdf(tiles.current, heading, periodText);
    },
  });
  const exportRaw = () =>
    raw.mutate(query, {
      onSuccess: ({ data }) =>
        saveFile(new Blob([data], { type: "text/csv;charset=utf-8" }), stampedFileName("recipe-analytics-raw", "csv")),
    });
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <ConfirmButton
          variant="default"
          size="sm"
          leftSection={<IconFileTypeCsv size={16} />}
          loading={raw.isPending}
          confirmColor={CONFIRM_COLORS.save}
          onConfirm={exportRaw}
        >
          {ANALYTICS_TEXTS.exportRaw}
        </ConfirmButton>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconFileTypePdf size={16} />}
          loading={pdf.isPending}
          onClick={() => pdf.mutate()}
        >
          {ANALYTICS_TEXTS.exportPdf}
        </Button>
      </Group>
      <ErrorCallout error={raw.error ?? pdf.error} />
    </>
  );
}

import "@mantine/dates/styles.layer.css";
import { Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useCurrentUser } from "../../../api/account/account";
import { useActivity } from "../../../api/audit/audit";
import { useBlades } from "../../../app/workspace/blade-context";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { ErrorCallout } from "../../../ui/error-callout";
import { HistoryEntries } from "../../../ui/history/history-entries";
import { LoadingLine } from "../../../ui/loading-line";
import { ActivityFilterBar } from "./activity-filter-bar";
import { type ActivityFilterValues, activityFilters, NO_ACTIVITY_FILTERS } from "./activity-filters";
import { ActivityResource } from "./activity-resource";
import { ACTIVITY_TEXTS } from "./activity-texts";

/** The company's activity, newest first, filtered by person, resource type and days; each entry opens its resource. */
function CompanyActivity({ bladeId }: { bladeId: string }) {
  const { open } = useBlades();
  const [today] = useState(() => new Date());
  const [values, setValues] = useState<ActivityFilterValues>(NO_ACTIVITY_FILTERS);
  const pages = useActivity(activityFilters(values));
  return (
    <Stack gap="md" data-testid="activity-blade">
      <ActivityFilterBar value={values} onChange={setValues} today={today} />
      <HistoryEntries
        pages={pages}
        label={ACTIVITY_TEXTS.entries}
        empty={ACTIVITY_TEXTS.empty}
        resourceOf={(entry) => <ActivityResource entry={entry} onOpen={(link) => open(link, { parentId: bladeId })} />}
      />
    </Stack>
  );
}

/** Activity: administrators see every recorded write of the company (the API refuses others too). */
export function ActivityBlade({ blade }: BladeProps) {
  const { data: user, error } = useCurrentUser();
  if (user === undefined) return error ? <ErrorCallout error={error} /> : <LoadingLine />;
  if (!user.permissions.admin) {
    return (
      <Text size="sm" c="dimmed" data-testid="activity-admins-only">
        {ACTIVITY_TEXTS.adminsOnly}
      </Text>
    );
  }
  return <CompanyActivity bladeId={blade.id} />;
}

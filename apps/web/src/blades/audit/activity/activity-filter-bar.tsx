import { Group, Select } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useActivityPeople } from "../../../api/audit/audit";
import { type ActivityFilterValues, personOptions } from "./activity-filters";
import { ACTIVITY_RESOURCE_TYPES, ACTIVITY_TEXTS } from "./activity-texts";

interface ActivityFilterBarProps {
  value: ActivityFilterValues;
  onChange: (next: ActivityFilterValues) => void;
  /** The last day that can be chosen (today). */
  today: Date;
}

/** The Activity blade's filters: a person, a resource type and a range of days, each clearable. */
export function ActivityFilterBar({ value, onChange, today }: ActivityFilterBarProps) {
  const people = useActivityPeople();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="activity-filters">
      <Select
        label={ACTIVITY_TEXTS.person}
        placeholder={ACTIVITY_TEXTS.anyone}
        data={personOptions(people.data?.people ?? [])}
        value={value.person}
        onChange={(person) => onChange({ ...value, person })}
        searchable
        clearable
        w={220}
      />
      <Select
        label={ACTIVITY_TEXTS.resourceType}
        placeholder={ACTIVITY_TEXTS.anyType}
        data={[...ACTIVITY_RESOURCE_TYPES]}
        value={value.resourceType}
        onChange={(resourceType) => onChange({ ...value, resourceType })}
        clearable
        w={220}
      />
      <DatePickerInput
        type="range"
        label={ACTIVITY_TEXTS.dates}
        placeholder={ACTIVITY_TEXTS.anyDate}
        valueFormat="MM/DD/YYYY"
        value={value.days}
        onChange={(days) => onChange({ ...value, days })}
        allowSingleDateInRange
        clearable
        maxDate={today}
        w={260}
      />
    </Group>
  );
}

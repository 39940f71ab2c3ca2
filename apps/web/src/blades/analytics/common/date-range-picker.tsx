import {
  checkCustomRange,
  DATE_RANGE_PRESETS,
  type DateRangePreset,
  type DayRange,
  DEFAULT_DATE_RANGE_PRESET,
  rangeOfPreset,
} from "@atelier/domain/analytics/date-range";
import { Group, Select, Text } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useState } from "react";
import { ANALYTICS_TEXTS } from "./analytics-texts";

const isPreset = (value: string | null): value is DateRangePreset =>
  DATE_RANGE_PRESETS.some((preset) => preset === value);

interface DateRangePickerProps {
  /** The range shown now (the dashboard's period). */
  value: DayRange;
  /** Today, the latest day that can be chosen. */
  today: string;
  /** A new valid range; a custom range whose start is not before its end is never sent. */
  onChange: (range: DayRange) => void;
}

/**
 * The dashboards' date range (spec part 1, sections 4, 5, 9): a preset ('Last 30 Days' first) or a custom
 * range of two days up to today. A custom range is sent only when its start is before its end; otherwise the
 * spec's message shows under the fields.
 */
export function DateRangePicker({ value, today, onChange }: DateRangePickerProps) {
  const [preset, setPreset] = useState<DateRangePreset>(DEFAULT_DATE_RANGE_PRESET);
  const [draft, setDraft] = useState<{ start: string | null; end: string | null }>(value);
  const [message, setMessage] = useState<string | null>(null);

  const choosePreset = (next: string | null) => {
    if (!isPreset(next)) return;
    setPreset(next);
    setMessage(null);
    if (next === "Custom Range") {
      setDraft(value);
      return;
    }
    onChange(rangeOfPreset(next, today));
  };

  const changeCustom = (next: { start: string | null; end: string | null }) => {
    setDraft(next);
    if (next.start === null || next.end === null) return;
    const problem = checkCustomRange(next.start, next.end, today);
    setMessage(problem);
    if (problem === null) onChange({ start: next.start, end: next.end });
  };

  return (
    <div>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={ANALYTICS_TEXTS.dateRange}
          data={[...DATE_RANGE_PRESETS]}
          value={preset}
          onChange={choosePreset}
          allowDeselect={false}
          w={170}
          size="sm"
        />
        {preset === "Custom Range" && (
          <>
            <DatePickerInput
              label={ANALYTICS_TEXTS.startDate}
              valueFormat="MM/DD/YYYY"
              value={draft.start}
              onChange={(start) => changeCustom({ ...draft, start })}
              maxDate={today}
              w={140}
              size="sm"
            />
            <DatePickerInput
              label={ANALYTICS_TEXTS.endDate}
              valueFormat="MM/DD/YYYY"
              value={draft.end}
              onChange={(end) => changeCustom({ ...draft, end })}
              maxDate={today}
              w={140}
              size="sm"
            />
          </>
        )}
      </Group>
      {message !== null && (
        <Text c="red" size="sm" mt={4} role="alert" data-testid="date-range-message">
          {message}
        </Text>
      )}
    </div>
  );
}

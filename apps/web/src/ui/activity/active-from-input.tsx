import { ActionIcon, Button, Group, Select, Text } from "@mantine/core";
import { DatePickerInput, TimePicker } from "@mantine/dates";
import { IconCalendarPlus, IconX } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { TONES } from "../../app/theme-tokens";
import {
  activeFromNow,
  browserTimeZone,
  fromActiveFrom,
  MINUTES_STEP,
  snapToStep,
  timeZoneOptions,
  toActiveFrom,
  usesTwelveHourClock,
} from "./active-from";
import { ACTIVITY_TEXTS } from "./activity-texts";

interface ActiveFromInputProps {
  /** ISO date-time with offset, or null for 'active now'. */
  value: string | null;
  onChange: (value: string | null) => void;
  readOnly: boolean;
  error?: string;
}

/** The optional 'from' moment of an activity: a date, a time in 15-minute steps and a time zone. */
export function ActiveFromInput({ value, onChange, readOnly, error }: ActiveFromInputProps) {
  const zones = useMemo(() => timeZoneOptions(), []);
  const [preferredZone, setPreferredZone] = useState(browserTimeZone);
  const parts = value === null ? null : fromActiveFrom(value, preferredZone, zones);

  if (parts === null) {
    if (readOnly) return <Text size="sm">{ACTIVITY_TEXTS.activeAnyTime}</Text>;
    return (
      <Button
        size="xs"
        variant="subtle"
        w="fit-content"
        leftSection={<IconCalendarPlus size={14} />}
        onClick={() => onChange(activeFromNow(preferredZone))}
      >
        Add a from date
      </Button>
    );
  }

  const change = (patch: Partial<typeof parts>) => {
    const next = toActiveFrom({ ...parts, ...patch });
    if (next !== null) onChange(next);
  };

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <DatePickerInput
        label="Active from"
        valueFormat="MM/DD/YYYY"
        value={parts.date}
        onChange={(date) => date !== null && change({ date })}
        disabled={readOnly}
        error={error}
        w={130}
      />
      <TimePicker
        label="Time"
        aria-label="Time"
        value={parts.time}
        onChange={(time) => time !== "" && change({ time: snapToStep(time) })}
        format={usesTwelveHourClock() ? "12h" : "24h"}
        minutesStep={MINUTES_STEP}
        withDropdown
        disabled={readOnly}
        w={120}
      />
      <Select
        label="Time zone"
        data={zones}
        value={parts.timeZone}
        onChange={(timeZone) => {
          if (timeZone === null) return;
          setPreferredZone(timeZone);
          change({ timeZone });
        }}
        searchable
        allowDeselect={false}
        disabled={readOnly}
        flex={1}
        miw={150}
      />
      {!readOnly && (
        <ActionIcon
          variant="subtle"
          color={TONES.neutral}
          mb={4}
          aria-label="Remove the from date"
          onClick={() => onChange(null)}
        >
          <IconX size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}

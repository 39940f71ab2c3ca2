import { Switch } from "@mantine/core";
import { ANALYTICS_TEXTS } from "./analytics-texts";

/** 'Compare with previous period': each tile shows the period of the same length just before beside its own. */
export function CompareSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Switch
      label={ANALYTICS_TEXTS.compare}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      size="sm"
    />
  );
}

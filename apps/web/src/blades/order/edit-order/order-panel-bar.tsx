import { CONFIRM_COLORS } from "../../../app/theme-tokens";
import { SaveButtons } from "../../../ui/action-bar/save-buttons";
import { StickyActionBar } from "../../../ui/action-bar/sticky-action-bar";
import { ConfirmButton } from "../../../ui/confirm-button";
import { ORDER_TEXTS } from "../common/order-texts";

interface OrderPanelBarProps {
  readOnly: boolean;
  /** The call under way: 'save', 'trigger', or null. */
  pending: string | null;
  onTrigger: () => void;
  onSave: (closeAfter: boolean) => void;
}

/** The order panel's buttons (spec part 3): Trigger Integrations (with 'Confirm?'), Save & Close, Save. */
export function OrderPanelBar({ readOnly, pending, onTrigger, onSave }: OrderPanelBarProps) {
  if (readOnly) return null;
  const busy = pending !== null;
  return (
    <StickyActionBar
      label={ORDER_TEXTS.actions}
      danger={false}
      start={
        <>
          <ConfirmButton
            size="xs"
            variant="default"
            confirmColor={CONFIRM_COLORS.save}
            loading={pending === "trigger"}
            disabled={busy && pending !== "trigger"}
            onConfirm={onTrigger}
          >
            {ORDER_TEXTS.triggerIntegrations}
          </ConfirmButton>
          <SaveButtons dangerous={false} saving={pending === "save"} busy={busy} onSave={onSave} />
        </>
      }
    />
  );
}

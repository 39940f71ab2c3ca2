import { ORDER_STATUS_TONE, type OrderStatus, type OrderStatusTone } from "@atelier/domain/order/order-status";
import type { MantineColor } from "@mantine/core";
import { TONES } from "../../../app/theme-tokens";

/** The spec's label tones (part 3, section 4) in the app's colours: warning is the caution colour. */
const TONE_COLORS: Record<OrderStatusTone, MantineColor> = {
  info: TONES.info,
  success: TONES.success,
  danger: TONES.danger,
  warning: TONES.caution,
};

export function orderStatusColor(status: OrderStatus): MantineColor {
  return TONE_COLORS[ORDER_STATUS_TONE[status]];
}

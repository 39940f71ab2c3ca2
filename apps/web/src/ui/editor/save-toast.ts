import { notifications } from "@mantine/notifications";
import { TONES } from "../../app/theme-tokens";
import { requestToastHost } from "../toast/toast-host";
import { EDITOR_TEXTS } from "./editor-texts";

/** Says that a save went through: a short toast at the bottom right that goes by itself. */
export function showSavedToast(): void {
  requestToastHost();
  notifications.show({ message: EDITOR_TEXTS.saved, color: TONES.success, autoClose: 2500, withBorder: true });
}

import "@mantine/notifications/styles.layer.css";
import { Notifications } from "@mantine/notifications";

/** Mantine's notifications container, loaded by ToastHost with the first toast. */
export function NotificationsContainer() {
  return <Notifications position="bottom-right" />;
}

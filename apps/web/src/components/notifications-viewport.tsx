import { Notifications } from '@mantine/notifications';

/** Spec section 9: one toast at a time, shown for 5 s, viewport at most 420 px wide. */
export function NotificationsViewport() {
  return <Notifications position="top-right" limit={1} autoClose={5000} containerWidth={420} zIndex={1000} />;
}

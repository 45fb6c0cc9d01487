import { useNotifications } from '@mantine/notifications';
import { Suspense, lazy, useState } from 'react';

/**
 * The toast viewport, loaded with the first toast: the sign-in page stays light, and `notify`
 * can be called before the viewport's code has arrived (Mantine's store keeps the toast).
 */
const NotificationsViewport = lazy(() =>
  import('./notifications-viewport').then((module) => ({ default: module.NotificationsViewport })),
);

export function ToastViewport() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsViewport />
    </Suspense>
  );
}

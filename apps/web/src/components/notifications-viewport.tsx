import { Notifications } from '@mantine/notifications';

/**
 * Spec section 9: one toast at a time, shown for 5 s, viewport at most 420 px wide. Rendered in
 * place, inside the 'Notificações (F8)' region (its containers are fixed, so nothing moves);
 * swiping is ours (right only, 50 px, see lib/toast-swipe), so Mantine's own drag and scroll
 * dismissals are off.
 */
export function NotificationsViewport() {
  return (
    <Notifications
      position="top-right"
      limit={1}
      autoClose={5000}
      containerWidth={420}
      zIndex={1000}
      withinPortal={false}
      allowDragDismiss={false}
      allowScrollDismiss={false}
    />
  );
}

import { useNotifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useWindowEvent } from '@mantine/hooks';

import { lazyNamedQuiet } from '../lib/lazy-named';

/** Spec §9: F8 takes the keyboard to the toasts. */
export const TOAST_VIEWPORT_HOTKEY = 'F8';
export const TOAST_VIEWPORT_LABEL = `Notificações (${TOAST_VIEWPORT_HOTKEY})`;

/**
 * The toast viewport, loaded with the first toast: the sign-in page stays light, and `notify`
 * can be called before the viewport's code has arrived (Mantine's store keeps the toast).
 */
const NotificationsViewport = lazyNamedQuiet(() => import('./notifications-viewport'), 'NotificationsViewport');

/**
 * A region named 'Notificações (F8)' that holds the toasts; F8 anywhere focuses it, and Tab then
 * reaches the toast's buttons ('Fechar notificação', 'Desfazer').
 */
export function ToastViewport() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  const region = useRef<HTMLElement>(null);
  useWindowEvent('keydown', (event) => {
    if (event.key !== TOAST_VIEWPORT_HOTKEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    region.current?.focus();
  });
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return (
    <section ref={region} aria-label={TOAST_VIEWPORT_LABEL} tabIndex={-1} style={{ outline: 'none' }}>
      {needed && <NotificationsViewport />}
    </section>
  );
}

import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { createElement } from 'react';

/**
 * The app's only way to raise a toast, so every screen looks the same. One toast at a time:
 * a new one replaces whatever is showing (spec section 9).
 */
function show(kind: 'success' | 'error', title: string, message?: string) {
  notifications.clean();
  notifications.show({
    title,
    message: message ?? '',
    color: kind === 'success' ? 'teal' : 'red',
    icon: createElement(kind === 'success' ? IconCheck : IconX, { size: 18, stroke: 2.5 }),
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Fechar notificação' },
    'data-kind': kind,
  });
}

export function notifySuccess(title: string, message?: string): void {
  show('success', title, message);
}

export function notifyError(title: string, message?: string): void {
  show('error', title, message);
}

/** Dismisses every toast (e.g. a sign-in failure once the user is in). */
export function clearToasts(): void {
  notifications.clean();
}

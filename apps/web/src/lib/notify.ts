import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, createElement } from 'react';

import { ToastActionMessage } from './toast-action-message';
import { swipeToDismiss } from './toast-swipe';

/** A button inside a toast ('Desfazer'): clicking it closes the toast and runs `onClick`. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

let toastCounter = 0;

function withAction(id: string, message: string | undefined, action: ToastAction): ReactNode {
  return createElement(ToastActionMessage, {
    message: message ?? '',
    label: action.label,
    onClick: () => {
      notifications.hide(id);
      action.onClick();
    },
  });
}

/**
 * The app's only way to raise a toast, so every screen looks the same. One toast at a time:
 * a new one replaces whatever is showing (spec section 9).
 */
function show(kind: 'success' | 'error', title: string, message?: string, action?: ToastAction) {
  notifications.clean();
  toastCounter += 1;
  const id = `toast-${toastCounter}`;
  notifications.show({
    id,
    title,
    message: action ? withAction(id, message, action) : (message ?? ''),
    // A toast with a button stays twice as long, so there is time to reach it.
    ...(action ? { autoClose: 10_000 } : {}),
    color: kind === 'success' ? 'teal' : 'red',
    icon: createElement(kind === 'success' ? IconCheck : IconX, { size: 18, stroke: 2.5 }),
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Fechar notificação' },
    'data-kind': kind,
    // Swiped right past 50 px it goes (spec §9); vertical touch moves still scroll the page.
    ...swipeToDismiss(() => notifications.hide(id)),
    style: { touchAction: 'pan-y' },
    // Mantine's gray.6 description is 3.3:1 on white; the theme's dimmed colour reaches AA.
    styles: { description: { color: 'var(--mantine-color-dimmed)' } },
  });
}

export function notifySuccess(title: string, message?: string, action?: ToastAction): void {
  show('success', title, message, action);
}

export function notifyError(title: string, message?: string): void {
  show('error', title, message);
}

/** Dismisses every toast (e.g. a sign-in failure once the user is in). */
export function clearToasts(): void {
  notifications.clean();
}

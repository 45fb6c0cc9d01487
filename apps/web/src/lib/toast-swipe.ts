import type { PointerEvent } from 'react';

/** Spec §9: a toast swiped right by this much or more is dismissed. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** Whether a swipe that moved `dx` pixels (positive to the right) dismisses the toast. */
export function isSwipeDismiss(dx: number): boolean {
  return dx >= TOAST_SWIPE_THRESHOLD_PX;
}

/** How far a toast follows the finger or pointer: to the right only. */
export function swipeOffset(dx: number): number {
  return Math.max(0, dx);
}

/**
 * Pointer handlers that let a toast be swiped right to dismiss it (Mantine's own drag dismisses
 * either way, after 35% of the width). It follows the pointer through the CSS `translate`
 * property, which composes with the transform Mantine animates; buttons inside keep their clicks.
 */
export function swipeToDismiss(dismiss: () => void) {
  let start: { x: number; id: number } | null = null;
  const reset = (element: HTMLElement) => {
    start = null;
    element.style.translate = '';
  };
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || (event.target as HTMLElement).closest('button, a')) return;
      start = { x: event.clientX, id: event.pointerId };
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (start?.id !== event.pointerId) return;
      event.currentTarget.style.translate = `${swipeOffset(event.clientX - start.x)}px 0`;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (start?.id !== event.pointerId) return;
      const dx = event.clientX - start.x;
      reset(event.currentTarget);
      if (isSwipeDismiss(dx)) dismiss();
    },
    onPointerCancel: (event: PointerEvent<HTMLElement>) => reset(event.currentTarget),
  };
}

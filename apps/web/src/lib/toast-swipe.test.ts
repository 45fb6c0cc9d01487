import { describe, expect, it } from 'vitest';

import { TOAST_SWIPE_THRESHOLD_PX, isSwipeDismiss, swipeOffset } from './toast-swipe';

describe('toast swipe (spec §9: swipe right to dismiss, 50 px threshold)', () => {
  it('dismisses from 50 px to the right, never to the left', () => {
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(isSwipeDismiss(49)).toBe(false);
    expect(isSwipeDismiss(50)).toBe(true);
    expect(isSwipeDismiss(120)).toBe(true);
    expect(isSwipeDismiss(-80)).toBe(false);
  });

  it('follows the pointer to the right only', () => {
    expect(swipeOffset(30)).toBe(30);
    expect(swipeOffset(-30)).toBe(0);
  });
});

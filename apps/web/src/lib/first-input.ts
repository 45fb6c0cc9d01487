/**
 * Resolves at the person's first press on the page: a tap, a click or a key (a scroll by touch
 * starts with one too). main.tsx imports this module first thing, so that a screen whose code comes
 * later in the visit (the agenda opened from the menu) finds it resolved by the tap that opened it.
 */
export const firstInput = new Promise<void>((resolve) => {
  const options = { capture: true, passive: true } as const;
  const seen = () => {
    window.removeEventListener('pointerdown', seen, options);
    window.removeEventListener('keydown', seen, options);
    resolve();
  };
  window.addEventListener('pointerdown', seen, options);
  window.addEventListener('keydown', seen, options);
});

/** What counts as starting to use the page: a press, a key, or a click (assistive technology can click without a press). */
const EVENTS = ['pointerdown', 'keydown', 'click'] as const;

/**
 * Resolves at the person's first press on the page: a tap, a click or a key (a scroll by touch
 * starts with one too). main.tsx imports this module before React and the app, so that a screen
 * whose code comes later in the visit (the agenda opened from the menu) finds it resolved by the
 * tap that opened it.
 */
export const firstInput = new Promise<void>((resolve) => {
  const options = { capture: true, passive: true } as const;
  const seen = () => {
    for (const type of EVENTS) window.removeEventListener(type, seen, options);
    resolve();
  };
  for (const type of EVENTS) window.addEventListener(type, seen, options);
});

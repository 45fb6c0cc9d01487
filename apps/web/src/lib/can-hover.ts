/**
 * Whether the device's main pointer can hover (a mouse, a trackpad), read once at start. A phone's
 * finger cannot, and Mantine's tooltips open on a mouse only, so there a tooltip is never seen, yet
 * each one still costs the first render its floating-ui hooks and a second, synchronous render once
 * mounted (sixty on the patient list's cards). Controls keep their accessible names (`aria-label`).
 */
export const canHover: boolean = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover)').matches;

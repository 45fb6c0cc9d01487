/**
 * Whether the device's main pointer can hover (a mouse, a trackpad), read once at start: a phone's
 * finger cannot, so a tooltip there only gets in the way of the tap, and each one still costs the
 * first render its floating-ui hooks and a second, synchronous render once mounted (sixty on the
 * patient list's cards). Controls keep their accessible names (`aria-label`) either way.
 */
export const canHover: boolean = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover)').matches;

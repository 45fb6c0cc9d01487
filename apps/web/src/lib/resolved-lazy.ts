import { type ComponentType, lazy } from 'react';

/**
 * A lazy component that resolves synchronously once its module has arrived (React's lazy accepts
 * any thenable, and one that calls back at once leaves nothing to wait for), so a first render that
 * waited for the code draws it in the same pass: a plain `import()` promise resolves a microtask
 * later, so each level would suspend once and render again.
 */
export function resolvedOnceLoaded<Name extends string, Props = object>(
  loaded: () => Record<Name, ComponentType<Props>> | undefined,
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(() => {
    const module = loaded();
    if (!module) return load().then((m) => ({ default: m[name] }));
    const value = { default: module[name] };
    const resolved = { then: (onFulfilled: (v: typeof value) => unknown) => onFulfilled(value) };
    return resolved as unknown as Promise<typeof value>;
  });
}

import { type ComponentType, Suspense, lazy } from 'react';

/** `lazy()` for a module's named export (React's own wants the default one): the code comes when the component is first drawn. */
export function lazyNamed<Name extends string, Props extends object>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name) {
  return lazy<ComponentType<Props>>(() => load().then((module) => ({ default: module[name] })));
}

/**
 * `lazyNamed`, drawn in its own Suspense with nothing in its place while the code arrives: for a
 * piece that is closed when first drawn (a dialog, a form in a folded card).
 */
export function lazyNamedQuiet<Name extends string, Props extends object>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name) {
  const Lazy = lazyNamed(load, name);
  return function Quiet(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

import { useEffect, useId, useSyncExternalStore } from 'react';

/** Ids of the dialogs open now, the last one on top. */
let layers: string[] = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setLayers(next: string[]) {
  layers = next;
  for (const listener of listeners) listener();
}

/**
 * Whether this open dialog is the topmost one. Mantine's modals all listen for Escape on the
 * window, so without this one press closes a dialog and the one beneath it too.
 */
export function useTopLayer(opened: boolean): boolean {
  const id = useId();
  useEffect(() => {
    if (!opened) return;
    setLayers([...layers, id]);
    return () => setLayers(layers.filter((layer) => layer !== id));
  }, [opened, id]);
  return useSyncExternalStore(subscribe, () => layers.at(-1) === id);
}

import { useState } from 'react';

/**
 * A dialog about one row (edit, delete, block…): `open(row)` shows it, `close()` hides it. The row
 * outlives `opened`, so a closing dialog keeps its title and text during the exit transition.
 */
export function useDialogTarget<T>() {
  const [state, setState] = useState<{ opened: boolean; target: T | null }>({ opened: false, target: null });
  return {
    opened: state.opened,
    target: state.target,
    open: (target: T | null) => setState({ opened: true, target }),
    close: () => setState((current) => ({ ...current, opened: false })),
  };
}

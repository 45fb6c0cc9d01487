import { useState } from 'react';

/**
 * A dialog or form card about one row (edit, delete, block…) or none (new): `open(row)` shows it,
 * `close()` hides it. The row outlives `opened`, so a closing dialog keeps its title and text
 * during the exit transition. `session` changes on every opening: give it as the form's `key` and
 * the form starts afresh each time it opens.
 */
export function useDialogTarget<T>() {
  const [state, setState] = useState<{ opened: boolean; target: T | null; session: number }>({
    opened: false,
    target: null,
    session: 0,
  });
  return {
    opened: state.opened,
    target: state.target,
    session: state.session,
    open: (target: T | null) => setState((current) => ({ opened: true, target, session: current.session + 1 })),
    close: () => setState((current) => ({ ...current, opened: false })),
  };
}

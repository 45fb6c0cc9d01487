import { Text } from '@mantine/core';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';

import classes from './agenda.module.css';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';

interface Edges {
  /** Columns hidden to the left (scrolled). */
  left: boolean;
  /** Columns hidden to the right. */
  right: boolean;
}

/**
 * The grid's sideways scroller. On a phone only two rooms (or days) fit: a shadow on the side that
 * hides more, and a line of text saying so, tell that the rest is there.
 */
export function AgendaScroller({ what, children }: { what: 'rooms' | 'days'; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ left: false, right: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const next = { left: el.scrollLeft > 1, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
    setEdges((current) => (current.left === next.left && current.right === next.right ? current : next));
  }, []);
  useLayoutEffect(() => {
    const el = ref.current;
    measure();
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  const hint = edges.right ? T.scrollHintRight(what) : edges.left ? T.scrollHintLeft(what) : null;
  return (
    <div className={classes.scrollFrame} data-more-left={edges.left || undefined} data-more-right={edges.right || undefined}>
      {hint && (
        <Text className={classes.scrollHint} c="gray.7" fz="xs" px="md" py={6} data-testid="agenda-scroll-hint">
          <IconArrowsHorizontal size={14} aria-hidden />
          {hint}
        </Text>
      )}
      <div ref={ref} className={classes.scroller} data-testid="agenda-scroller" onScroll={measure}>
        {children}
      </div>
    </div>
  );
}

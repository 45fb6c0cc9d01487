import { IconArrowsHorizontal } from '@tabler/icons-react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

import classes from './agenda.module.css';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';

/**
 * The grid's sideways scroller. On a phone only two rooms (or days) fit: a shadow on the side that
 * hides more, and a line of text saying so, tell that the rest is there.
 *
 * Which sides hide more is written on the frame as `data-more-left` / `data-more-right`, and the
 * stylesheet shows the shadows and the right line from them: no React render for it (kept in React
 * state, the agenda's first commit drew the scroller a second time, synchronously). Measured once
 * before the first paint, so that the line is there in the first frame and nothing below it moves
 * (a ResizeObserver's first answer came a frame later), then on each resize and scroll.
 */
export function AgendaScroller({ what, children }: { what: 'rooms' | 'days'; children: ReactNode }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const scroller = scrollerRef.current;
    if (!frame || !scroller) return;
    const measure = () => {
      const left = scroller.scrollLeft > 1;
      const right = scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1;
      frame.toggleAttribute('data-more-left', left);
      frame.toggleAttribute('data-more-right', right);
    };
    measure();
    scroller.addEventListener('scroll', measure, { passive: true });
    if (typeof ResizeObserver === 'undefined') return () => scroller.removeEventListener('scroll', measure);
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    return () => {
      observer.disconnect();
      scroller.removeEventListener('scroll', measure);
    };
    // Again when the grid changes kind (day ↔ week): the observed table is then another element.
  }, [what]);

  return (
    <div ref={frameRef} className={classes.scrollFrame}>
      <div className={classes.scrollHint} data-testid="agenda-scroll-hint">
        <IconArrowsHorizontal size={14} aria-hidden />
        <span className={classes.scrollHintRight}>{T.scrollHintRight(what)}</span>
        <span className={classes.scrollHintLeft}>{T.scrollHintLeft(what)}</span>
      </div>
      <div ref={scrollerRef} className={classes.scroller} data-testid="agenda-scroller">
        {children}
      </div>
    </div>
  );
}

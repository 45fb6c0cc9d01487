import { type ComponentPropsWithoutRef, type DragEvent, useEffect, useState } from 'react';

/** The drag data type of an appointment chip: cells accept only that, never text or files. */
export const APPOINTMENT_DRAG_TYPE = 'application/x-clinic-appointment';

type DropCellProps = ComponentPropsWithoutRef<'td'> & {
  /** Whether an appointment may land here (a free slot). */
  accepts: boolean;
  onDropHere: () => void;
};

const carriesAppointment = (event: DragEvent) => event.dataTransfer.types.includes(APPOINTMENT_DRAG_TYPE);

/**
 * A grid cell that takes a dragged appointment (native HTML5 drag and drop), outlined while one
 * hovers. It decides from the drag's data type, not from React state set at drag start, so even
 * the first dragover of a quick drag is accepted.
 */
export function DropCell({ accepts, onDropHere, children, ...props }: DropCellProps) {
  const [over, setOver] = useState(false);
  // However the drag ends (dropped elsewhere, Escape, left the window), the outline goes.
  useEffect(() => {
    if (!over) return;
    const clear = () => setOver(false);
    window.addEventListener('dragend', clear, true);
    window.addEventListener('drop', clear, true);
    return () => {
      window.removeEventListener('dragend', clear, true);
      window.removeEventListener('drop', clear, true);
    };
  }, [over]);
  return (
    <td
      {...props}
      data-drop-target={over ? 'true' : undefined}
      onDragOver={(event) => {
        if (!accepts || !carriesAppointment(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (!over) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        if (!accepts || !carriesAppointment(event)) return;
        event.preventDefault();
        onDropHere();
      }}
    >
      {children}
    </td>
  );
}

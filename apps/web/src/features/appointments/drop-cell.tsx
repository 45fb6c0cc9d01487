import { type ComponentPropsWithoutRef, useState } from 'react';

type DropCellProps = ComponentPropsWithoutRef<'td'> & {
  /** Whether a dragged appointment may land here (a free slot, not where it already is). */
  accepts: boolean;
  onDropHere: () => void;
};

/** A grid cell that takes a dragged appointment (native HTML5 drag and drop), outlined while one hovers. */
export function DropCell({ accepts, onDropHere, children, ...props }: DropCellProps) {
  const [over, setOver] = useState(false);
  return (
    <td
      {...props}
      data-drop-target={accepts && over ? 'true' : undefined}
      onDragOver={(event) => {
        if (!accepts) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (!over) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        if (!accepts) return;
        event.preventDefault();
        onDropHere();
      }}
    >
      {children}
    </td>
  );
}

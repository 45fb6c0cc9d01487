import type { AppointmentListItem, Room } from '@clinic/domain';

import type { SlotIndex } from './agenda-slots';
import type { SlotStart } from './appointment-form-values';

/** Drag and drop state shared by the day and week grids. */
export interface AgendaDrag {
  /** The appointment being dragged (null when none). */
  dragging: AppointmentListItem | null;
  /** The appointment whose move is being saved (shown faded). */
  pendingId: number | null;
  start: (appointment: AppointmentListItem) => void;
  end: () => void;
  /** Dropped on a slot; `roomId` null in the week view (the page picks a free room). */
  drop: (target: SlotStart) => void;
}

export interface AgendaGridProps {
  days: string[];
  /** The grid's rooms (active ones, by id; only the filtered one when a room filter is set). */
  rooms: Room[];
  /** Every active room (the week view's '+' compares a slot's count with them). */
  roomCount: number;
  index: SlotIndex;
  today: string;
  /** Without it the agenda is read-only (financeiro, lider). */
  onNew?: (start: SlotStart) => void;
  onOpen?: (appointment: AppointmentListItem) => void;
  drag: AgendaDrag;
  label: string;
}

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
  /**
   * The grid's rooms (active ones, and inactive ones holding appointments on screen, by id; only the
   * filtered one when a room filter is set). The week view's '+' compares a slot with the active ones.
   */
  rooms: Room[];
  /** Everyone's appointments on screen, by slot (a slot taken by someone filtered out is still taken). */
  index: SlotIndex;
  /** Whether an appointment is listed under the filters (the others show as taken, without details). */
  listed: (appointment: AppointmentListItem) => boolean;
  today: string;
  /** Without it the agenda is read-only (financeiro, lider). */
  onNew?: (start: SlotStart) => void;
  onOpen?: (appointment: AppointmentListItem) => void;
  drag: AgendaDrag;
  label: string;
}

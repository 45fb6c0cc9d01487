import type { WaitlistEntryWithNames, WaitlistOfferWithNames } from '@clinic/db';
import {
  WEEKDAY_LABELS,
  type WaitlistEntry,
  type WaitlistOffer,
  type WaitlistStatus,
  effectiveEntryStatus,
  effectiveOfferStatus,
  formatIsoDate,
  parseAvailability,
  waitlistOfferText,
  weekdayOf,
  whatsappLink,
} from '@clinic/domain';

type StoredOfferStatus = Parameters<typeof effectiveOfferStatus>[0];

export function toWaitlistOfferDto(row: WaitlistOfferWithNames, now: Date): WaitlistOffer {
  const message = waitlistOfferText({
    patientFirstName: row.patientFirstName,
    weekday: WEEKDAY_LABELS[weekdayOf(row.date)] ?? '',
    date: formatIsoDate(row.date),
    time: row.time,
    physiotherapistFirstName: row.physiotherapistFirstName,
  });
  return {
    id: row.id,
    entryId: row.entryId,
    date: row.date,
    time: row.time,
    roomId: row.roomId,
    roomName: row.roomName,
    physiotherapistId: row.physiotherapistId,
    physiotherapist: { firstName: row.physiotherapistFirstName, lastName: row.physiotherapistLastName },
    status: effectiveOfferStatus(row.status as StoredOfferStatus, row.expiresAt, now),
    expiresAt: row.expiresAt.toISOString(),
    appointmentId: row.appointmentId,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    message,
    whatsappLink: whatsappLink(row.patientPhone, message),
  };
}

export function toWaitlistEntryDto(row: WaitlistEntryWithNames, today: string, lastOffer: WaitlistOffer | null): WaitlistEntry {
  return {
    id: row.id,
    patientId: row.patientId,
    patient: { firstName: row.patientFirstName, lastName: row.patientLastName, phone: row.patientPhone },
    physiotherapistId: row.physiotherapistId,
    physiotherapist:
      row.physiotherapistFirstName === null ? null : { firstName: row.physiotherapistFirstName, lastName: row.physiotherapistLastName ?? '' },
    availability: parseAvailability(row.availability),
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    urgent: row.urgent,
    notes: row.notes,
    status: effectiveEntryStatus(row.status as WaitlistStatus, row.dateTo, today, row.hasLiveOffer),
    appointmentId: row.appointmentId,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    lastOffer,
  };
}

/** 'Ana Souza (qualquer fisioterapeuta, 01/12/2026 a 31/12/2026, urgente)': how the activity log names an entry. */
export function describeWaitlistEntry(row: WaitlistEntryWithNames): string {
  const physio = row.physiotherapistFirstName === null ? 'qualquer fisioterapeuta' : `com ${row.physiotherapistFirstName}`;
  return `${row.patientFirstName} ${row.patientLastName} (${physio}, ${formatIsoDate(row.dateFrom)} a ${formatIsoDate(row.dateTo)}${row.urgent ? ', urgente' : ''})`;
}

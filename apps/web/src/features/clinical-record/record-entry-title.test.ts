import { formatDateTime } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { entryWhen } from './record-entry-title';

describe('entryWhen', () => {
  const createdAt = '2026-11-26T13:05:00Z';

  it("names an entry linked to an appointment by the appointment's date and time", () => {
    expect(entryWhen({ createdAt, appointmentDate: '2026-11-20', appointmentTime: '09:00' })).toBe('20/11/2026 às 09:00');
    expect(entryWhen({ createdAt, appointmentDate: '2026-11-20', appointmentTime: '09:00:00' })).toBe('20/11/2026 às 09:00');
  });

  it('names an entry without an appointment by when it was written', () => {
    expect(entryWhen({ createdAt, appointmentDate: null, appointmentTime: null })).toBe(formatDateTime(createdAt));
  });
});

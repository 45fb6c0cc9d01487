import { describe, expect, it } from 'vitest';

import {
  NO_PATIENT_FILTERS,
  countPatientFilters,
  readPatientListState,
  toPatientListQuery,
  writePatientListState,
} from './patient-filters';

describe('patient list state in the URL', () => {
  it('round-trips filters, search and page; dysfunctions repeat', () => {
    const state = {
      filters: {
        sex: 'female',
        firstAppointmentFrom: '2026-01-01',
        firstAppointmentTo: '2026-01-31',
        treatmentEndFrom: null,
        treatmentEndTo: '2026-12-31',
        dysfunctions: ['Prolapso', 'Dor pélvica'],
        archived: false,
      },
      search: 'ana',
      page: 3,
    } as const;
    const params = writePatientListState({ ...state, filters: { ...state.filters, dysfunctions: [...state.filters.dysfunctions] } });
    expect(params.toString()).toBe(
      'search=ana&sex=female&firstAppointmentFrom=2026-01-01&firstAppointmentTo=2026-01-31&treatmentEndTo=2026-12-31' +
        '&dysfunctions=Prolapso&dysfunctions=Dor+p%C3%A9lvica&page=3',
    );
    expect(readPatientListState(params)).toEqual(state);
    expect(writePatientListState({ filters: NO_PATIENT_FILTERS, search: '  ', page: 1 }).toString()).toBe('');
  });

  it('ignores values the server would refuse', () => {
    const params = new URLSearchParams(
      'sex=other&firstAppointmentFrom=31/01/2026&treatmentEndTo=2026-02-30&dysfunctions=Dor+pelvica&dysfunctions=Prolapso&dysfunctions=Prolapso&page=0',
    );
    expect(readPatientListState(params)).toEqual({
      filters: { ...NO_PATIENT_FILTERS, dysfunctions: ['Prolapso'] },
      search: '',
      page: 1,
    });
    expect(readPatientListState(new URLSearchParams(`search=${'a'.repeat(150)}`)).search).toHaveLength(100);
  });

  it('counts the panel filters (not the search)', () => {
    expect(countPatientFilters(NO_PATIENT_FILTERS)).toBe(0);
    expect(countPatientFilters({ ...NO_PATIENT_FILTERS, sex: 'male', treatmentEndFrom: '2026-01-01', dysfunctions: ['Prolapso', 'Fissura'] })).toBe(3);
  });

  it('asks the server for one page of 20 with only what is set', () => {
    expect(toPatientListQuery({ filters: NO_PATIENT_FILTERS, search: '', page: 1 })).toEqual({ limit: 20, offset: 0 });
    expect(
      toPatientListQuery({
        filters: { ...NO_PATIENT_FILTERS, sex: 'intersex', firstAppointmentTo: '2026-03-01', dysfunctions: ['Fissura'] },
        search: '  Souza ',
        page: 4,
      }),
    ).toEqual({ limit: 20, offset: 60, search: 'Souza', sex: 'intersex', firstAppointmentTo: '2026-03-01', dysfunctions: ['Fissura'] });
  });

  it("keeps 'Arquivados' in the URL, counts it as a filter and asks for the archived patients only", () => {
    const state = { filters: { ...NO_PATIENT_FILTERS, archived: true }, search: '', page: 1 };
    const params = writePatientListState(state);
    expect(params.toString()).toBe('archived=true');
    expect(readPatientListState(params)).toEqual(state);
    expect(readPatientListState(new URLSearchParams('archived=1')).filters.archived).toBe(false);
    expect(countPatientFilters(state.filters)).toBe(1);
    expect(toPatientListQuery(state)).toEqual({ limit: 20, offset: 0, archived: true });
  });
});

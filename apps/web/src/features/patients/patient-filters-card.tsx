import { IconFilter } from '@tabler/icons-react';
import { Suspense, useState } from 'react';

import { CollapsibleCard } from '../../components/collapsible-card';
import { resolvedOnceLoaded } from '../../lib/resolved-lazy';
import { type PatientFilters, countPatientFilters } from './patient-filters';
import type * as FieldsModule from './patient-filter-fields';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';

let fieldsModule: typeof FieldsModule | undefined;
/**
 * The panel's fields (selects and date pickers) load apart from the list: asked for after the
 * list's first render, or with the list's code when the visit starts with filters (app-routes.tsx).
 */
export const preloadPatientFilterFields = () => import('./patient-filter-fields').then((module) => (fieldsModule = module));
const PatientFilterFields = resolvedOnceLoaded<'PatientFilterFields', FieldsModule.PatientFilterFieldsProps>(
  () => fieldsModule,
  preloadPatientFilterFields,
  'PatientFilterFields',
);

interface PatientFiltersCardProps {
  opened: boolean;
  onToggle: () => void;
  filters: PatientFilters;
  onChange: <Key extends keyof PatientFilters>(key: Key, value: PatientFilters[Key]) => void;
  onClear: () => void;
}

/** The collapsible 'Filtros' panel: sex, two date ranges, dysfunctions, 'Arquivados' and 'Limpar'. */
export function PatientFiltersCard({ opened, onToggle, filters, onChange, onClear }: PatientFiltersCardProps) {
  const active = countPatientFilters(filters);
  // Drawn once first opened, then kept (typed dates stay while closed): the closed panel's two
  // selects and four date inputs cost a phone's first render of the list for nothing.
  const [everOpened, setEverOpened] = useState(opened);
  if (opened && !everOpened) setEverOpened(true);
  return (
    <CollapsibleCard
      opened={opened}
      onToggle={onToggle}
      title={T.filters}
      hint={active > 0 ? T.filtersActive(active) : T.filtersHint}
      icon={<IconFilter size={20} stroke={1.7} />}
      keepMounted={everOpened}
      testId="patient-filters-toggle"
    >
      <Suspense fallback={null}>
        <PatientFilterFields filters={filters} onChange={onChange} onClear={onClear} />
      </Suspense>
    </CollapsibleCard>
  );
}

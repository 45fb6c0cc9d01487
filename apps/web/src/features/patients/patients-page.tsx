import { type Patient, fullName, isPatientPage } from '@clinic/domain';
import { Stack } from '@mantine/core';
import { IconSearch, IconUserEdit, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';

import { EmptyState } from '../../components/empty-state';
import { FormCard, useFormCard } from '../../components/form-card';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import { PagedListSection } from '../../components/paged-list-section';
import { TermSearchBox } from '../../components/search-box';
import { lazyNamedQuiet } from '../../lib/lazy-named';
import { trpc } from '../../lib/trpc';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { useListAsTable } from '../../lib/use-list-as-table';
import { usePagedList } from '../../lib/use-paged-list';
import { usePermission } from '../../lib/use-permission';
import { useUrlSearchBox } from '../../lib/use-url-search-box';
import { AfterFirstInput, LoadAfterFirstInput } from '../../lib/after-first-input';
import { ArchivePatientModal } from './archive-patient-modal';
import { DeletePatientModal, usePatientRemoval } from './delete-patient-modal';
import { PATIENTS_PAGE_SIZE, PATIENT_SEARCH_MAX, countPatientFilters, toPatientListQuery } from './patient-filters';
import { PatientFiltersCard, preloadPatientFilterFields } from './patient-filters-card';
import { PatientsCards, PatientsCardsSkeleton } from './patients-cards';
import { PatientsTable, PatientsTableSkeleton } from './patients-table';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';
import { usePatientListState } from './use-patient-list-state';

/**
 * The form (in a closed card) and the appointments dialog are not on screen when the list opens:
 * their code comes after the first render instead of before it (the form's fields, dates and
 * selects were a third of the screen's code and a dozen of the files a phone fetched first).
 */
const PatientForm = lazyNamedQuiet(() => import('./patient-form'), 'PatientForm');
const PatientHistoryModal = lazyNamedQuiet(() => import('./patient-history-modal'), 'PatientHistoryModal');

const SEARCH_DEBOUNCE_MS = 300;

export { preloadPatientFilterFields };

export function PatientsPage() {
  const canEdit = usePermission('patients:edit');
  const canDelete = usePermission('patients:delete');
  const canArchive = usePermission('patients:archive');
  const asTable = useListAsTable();

  const list = usePatientListState();
  const [filtersOpened, setFiltersOpened] = useState(() => countPatientFilters(list.filters) > 0);
  const search = useUrlSearchBox(list.search, list.setSearch, SEARCH_DEBOUNCE_MS);

  const patients = trpc.patients.list.useQuery(toPatientListQuery(list), { placeholderData: keepPreviousData });
  const paged = usePagedList(patients, isPatientPage, PATIENTS_PAGE_SIZE, list);
  const { pageData } = paged;
  const filtered = list.search.trim() !== '' || countPatientFilters(list.filters) > 0;
  // 'Arquivados' alone finding nobody: no archived patient at all, not a search to change.
  const noneArchived = list.filters.archived && list.search.trim() === '' && countPatientFilters(list.filters) === 1;

  const form = useFormCard<Patient>();
  const history = useDialogTarget<Patient>();
  const removal = usePatientRemoval();
  const reactivation = useDialogTarget<Patient>();

  const rowActions = {
    onHistory: history.open,
    onEdit: canEdit ? form.edit : undefined,
    onDelete: canDelete ? (patient: Patient) => void removal.open(patient) : undefined,
    onReactivate: canArchive ? reactivation.open : undefined,
  };
  const { editing } = form;

  return (
    <>
      <PageHeader title={T.title} />
      <Stack gap="lg">
        <PatientFiltersCard
          opened={filtersOpened}
          onToggle={() => setFiltersOpened((opened) => !opened)}
          filters={list.filters}
          onChange={list.setFilter}
          onClear={list.clearFilters}
        />

        {canEdit && (
          <FormCard
            card={form}
            title={editing ? T.editPatient : T.newPatient}
            hint={editing ? fullName(editing) : form.opened ? T.formHintOpen : T.formHintClosed}
            icon={editing ? <IconUserEdit size={20} stroke={1.7} /> : <IconUserPlus size={20} stroke={1.7} />}
            testId="patient-form-toggle"
          >
            <PatientForm key={form.session} patient={form.target} onDone={form.close} />
          </FormCard>
        )}

        <PagedListSection
          list={paged}
          title={T.list}
          count={pageData && T.countLabel(paged.total)}
          paginationLabel={T.paginationLabel}
          toolbar={
            <TermSearchBox
              term={search}
              aria-label={T.searchAria}
              placeholder={T.searchPlaceholder}
              maxLength={PATIENT_SEARCH_MAX}
              searching={paged.searching}
              searchingLabel={T.searching}
              clearLabel={T.clearSearch}
            />
          }
          loading={
            patients.isPending ? { testId: 'patients-loading', skeleton: asTable ? <PatientsTableSkeleton /> : <PatientsCardsSkeleton /> } : undefined
          }
        >
          {patients.isError && <LoadErrorAlert title={T.loadError} query={patients} retryLabel={T.retry} mx="md" mb="md" />}

          {pageData && pageData.items.length === 0 && !paged.pastTheEnd && (
            <EmptyState
              icon={filtered ? <IconSearch size={24} stroke={1.5} /> : <IconUsers size={24} stroke={1.5} />}
              text={noneArchived ? T.emptyArchived : filtered ? T.emptySearch : T.empty}
              hint={noneArchived ? undefined : filtered ? T.emptySearchHint : canEdit ? T.emptyHint : undefined}
              py={48}
              px="md"
            />
          )}

          {pageData &&
            pageData.items.length > 0 &&
            (asTable ? (
              <PatientsTable patients={pageData.items} labelledBy={paged.titleId} busy={paged.busy} {...rowActions} />
            ) : (
              <PatientsCards patients={pageData.items} labelledBy={paged.titleId} busy={paged.busy} {...rowActions} />
            ))}
        </PagedListSection>
      </Stack>

      {/* Once the person starts using the page (their code and the shared code they need, dates and
          forms, is fetched once the list is drawn; run before the first paint, as it once was, it
          held the list back): the form's code and the filters panel's fields, there before anyone
          opens them, and the closed history modal. */}
      <LoadAfterFirstInput load={() => Promise.all([canEdit ? import('./patient-form') : undefined, preloadPatientFilterFields()])} />
      <AfterFirstInput now={history.opened}>
        <PatientHistoryModal
          opened={history.opened}
          patient={history.target}
          canEdit={canEdit}
          onClose={history.close}
          onUpdated={history.open}
        />
      </AfterFirstInput>
      {canArchive && <ArchivePatientModal opened={reactivation.opened} patient={reactivation.target} onClose={reactivation.close} />}
      {canDelete && (
        <DeletePatientModal
          {...removal.removal}
          onClose={removal.close}
          onDeleted={(deleted) => {
            if (form.target?.id === deleted.id) form.close();
          }}
        />
      )}
    </>
  );
}

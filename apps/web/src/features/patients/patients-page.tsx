import { type Patient, canDeletePatients, canEditPatients, isPatientPage } from '@clinic/domain';
import { Box, Center, CloseButton, Group, Loader, Paper, Stack, Text, TextInput, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch, IconUserEdit, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { type ComponentProps, Suspense, lazy, useEffect, useId, useRef, useState } from 'react';

import { EmptyState } from '../../components/empty-state';
import { ListPagination } from '../../components/list-pagination';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import { trpc } from '../../lib/trpc';
import { useUrlSearchBox } from '../../lib/use-url-search-box';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { useAuth } from '../auth/use-auth';
import { CollapsibleCard } from '../../components/collapsible-card';
import { DiscardGuardProvider, useDiscardGuardState } from '../../components/discard-guard';
import { DeletePatientModal, usePatientRemoval } from './delete-patient-modal';
import { fullNameOf } from './patient-cells';
import { PATIENTS_PAGE_SIZE, PATIENT_SEARCH_MAX, countPatientFilters, toPatientListQuery } from './patient-filters';
import { PatientFiltersCard } from './patient-filters-card';
import { PatientsCards, PatientsCardsSkeleton } from './patients-cards';
import { PatientsTable, PatientsTableSkeleton } from './patients-table';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';
import { usePatientListState } from './use-patient-list-state';


/**
 * The form (in a closed card) and the appointments dialog are not on screen when the list opens:
 * their code comes after the first render instead of before it (the form's fields, dates and
 * selects were a third of the screen's code and a dozen of the files a phone fetched first).
 */
const LazyPatientForm = lazy(() => import('./patient-form').then((module) => ({ default: module.PatientForm })));
const LazyPatientHistoryModal = lazy(() => import('./patient-history-modal').then((module) => ({ default: module.PatientHistoryModal })));
function PatientForm(props: ComponentProps<typeof LazyPatientForm>) {
  return (
    <Suspense fallback={null}>
      <LazyPatientForm {...props} />
    </Suspense>
  );
}
function PatientHistoryModal(props: ComponentProps<typeof LazyPatientHistoryModal>) {
  return (
    <Suspense fallback={null}>
      <LazyPatientHistoryModal {...props} />
    </Suspense>
  );
}

const SEARCH_DEBOUNCE_MS = 300;
/** From this breakpoint up the list is a table; below it, one card per patient. */
const LIST_AS_TABLE = 'lg';

/**
 * Whether the list is drawn as the table, known in the first render and followed as the screen
 * changes. Only that form is drawn: both with one hidden by CSS doubled the first render on a phone
 * (twenty rows of icon buttons with tooltips that nobody sees).
 */
function useListAsTable(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints[LIST_AS_TABLE]})`, false, { getInitialValueInEffect: false });
}

/** The form's state: `session` changes on every opening, so the form starts afresh each time. */
interface FormState {
  opened: boolean;
  editing: Patient | null;
  session: number;
}

export function PatientsPage() {
  const { user } = useAuth();
  const canEdit = user ? canEditPatients(user.role) : false;
  const canDelete = user ? canDeletePatients(user.role) : false;
  const listTitleId = useId();
  const asTable = useListAsTable();

  const list = usePatientListState();
  const [filtersOpened, setFiltersOpened] = useState(() => countPatientFilters(list.filters) > 0);
  const search = useUrlSearchBox(list.search, list.setSearch, SEARCH_DEBOUNCE_MS);

  const patients = trpc.patients.list.useQuery(toPatientListQuery(list), { placeholderData: keepPreviousData });
  const pageData = patients.data && isPatientPage(patients.data) ? patients.data : undefined;
  const total = pageData?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PATIENTS_PAGE_SIZE));
  const filtered = list.search.trim() !== '' || countPatientFilters(list.filters) > 0;

  // A page past the end (the list shrank, or a hand-edited URL): show the last one.
  const pastTheEnd = patients.isSuccess && !patients.isPlaceholderData && list.page > pages;
  const { setPage } = list;
  useEffect(() => {
    if (pastTheEnd) setPage(pages);
  }, [pastTheEnd, pages, setPage]);

  const [form, setForm] = useState<FormState>({ opened: false, editing: null, session: 0 });
  // The form's code, once the list is on screen: there before anyone opens the card.
  useEffect(() => {
    if (canEdit) void import('./patient-form');
  }, [canEdit]);
  const history = useDialogTarget<Patient>();
  const removal = usePatientRemoval();
  const cardRef = useRef<HTMLDivElement>(null);

  // The edit target outlives `opened`, so the closing form keeps its title while it collapses.
  const closeForm = () => setForm((state) => ({ ...state, opened: false }));
  // Closing the card with unsaved changes asks first, as every form dialog does.
  const formGuard = useDiscardGuardState(closeForm);
  const toggleForm = () => {
    if (form.opened) formGuard.guard.requestClose();
    else setForm((state) => ({ opened: true, editing: null, session: state.session + 1 }));
  };
  const edit = (patient: Patient) => {
    setForm((state) => ({ opened: true, editing: patient, session: state.session + 1 }));
    cardRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const changePage = (next: number) => {
    setPage(next);
    document.getElementById(listTitleId)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const rowActions = {
    onHistory: history.open,
    onEdit: canEdit ? edit : undefined,
    onDelete: canDelete ? (patient: Patient) => void removal.open(patient) : undefined,
  };
  const editing = form.opened && form.editing ? form.editing : null;

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
          <CollapsibleCard
            ref={cardRef}
            opened={form.opened}
            onToggle={toggleForm}
            title={editing ? T.editPatient : T.newPatient}
            hint={editing ? fullNameOf(editing) : form.opened ? T.formHintOpen : T.formHintClosed}
            icon={editing ? <IconUserEdit size={20} stroke={1.7} /> : <IconUserPlus size={20} stroke={1.7} />}
            testId="patient-form-toggle"
          >
            <DiscardGuardProvider guard={formGuard.guard}>
              <PatientForm key={form.session} patient={form.editing} onDone={closeForm} />
            </DiscardGuardProvider>
          </CollapsibleCard>
        )}

        <Paper component="section" withBorder shadow="xs" style={{ overflow: 'hidden' }} aria-labelledby={listTitleId}>
          <Stack gap="sm" px={{ base: 'md', sm: 'lg' }} py="md">
            <Group justify="space-between" gap="sm">
              <Title order={2} fz="lg" fw={600} id={listTitleId} style={{ scrollMarginTop: 76 }}>
                {T.list}
              </Title>
              {pageData && (
                <Text c="dimmed" fz="sm" aria-live="polite">
                  {T.countLabel(total)}
                </Text>
              )}
            </Group>
            <TextInput
              type="search"
              aria-label={T.searchAria}
              placeholder={T.searchPlaceholder}
              maxLength={PATIENT_SEARCH_MAX}
              value={search.text}
              onChange={(event) => search.change(event.currentTarget.value)}
              leftSection={<IconSearch size={16} stroke={1.7} />}
              rightSection={
                patients.isFetching && !patients.isPending ? (
                  <Loader size={16} aria-label={T.searching} />
                ) : (
                  search.text && <CloseButton size="sm" aria-label={T.clearSearch} onClick={search.clear} />
                )
              }
            />
          </Stack>

          {patients.isPending && (
            <Box role="status" aria-busy="true" aria-label={T.list} data-testid="patients-loading">
              {asTable ? <PatientsTableSkeleton /> : <PatientsCardsSkeleton />}
            </Box>
          )}

          {patients.isError && <LoadErrorAlert title={T.loadError} query={patients} retryLabel={T.retry} mx="md" mb="md" />}

          {pageData && pageData.items.length === 0 && !pastTheEnd && (
            <EmptyState
              icon={filtered ? <IconSearch size={24} stroke={1.5} /> : <IconUsers size={24} stroke={1.5} />}
              text={filtered ? T.emptySearch : T.empty}
              hint={filtered ? T.emptySearchHint : canEdit ? T.emptyHint : undefined}
              py={48}
              px="md"
            />
          )}

          {pageData && pageData.items.length > 0 && (
            asTable ? (
              <PatientsTable patients={pageData.items} labelledBy={listTitleId} busy={patients.isPlaceholderData} {...rowActions} />
            ) : (
              <PatientsCards patients={pageData.items} labelledBy={listTitleId} busy={patients.isPlaceholderData} {...rowActions} />
            )
          )}

          {pageData && pages > 1 && (
            <Center pb="lg" pt="xs" px="sm">
              <ListPagination total={pages} value={list.page} onChange={changePage} label={T.paginationLabel} />
            </Center>
          )}
        </Paper>
      </Stack>

      <PatientHistoryModal
        opened={history.opened}
        patient={history.target}
        canEdit={canEdit}
        onClose={history.close}
        onUpdated={history.open}
      />
      {canDelete && (
        <DeletePatientModal
          {...removal.removal}
          onClose={removal.close}
          onDeleted={(deleted) => {
            if (form.editing?.id === deleted.id) closeForm();
          }}
        />
      )}
      {formGuard.confirm}
    </>
  );
}

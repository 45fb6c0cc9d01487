import { type Lead, canDeleteLeads, canWorkLeads, isLeadPage } from '@clinic/domain';
import { Box, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconPlus, IconSearch, IconUpload, IconUsers } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';

import { AccessDenied } from '../../components/access-denied';
import { EmptyState } from '../../components/empty-state';
import { ListPagination } from '../../components/list-pagination';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import { trpc } from '../../lib/trpc';
import { useAuth } from '../auth/use-auth';
import { useUrlSearchBox } from '../../lib/use-url-search-box';
import { LeadConfirmModal, useLeadConfirm } from './lead-confirm-modal';
import { LEADS_PAGE_SIZE, hasLeadFilters, toLeadPageQuery } from './lead-filters';
import { LeadFiltersCard } from './lead-filters-card';
import { LeadFormModal } from './lead-form';
import { LeadImportModal } from './lead-import-modal';
import { LeadSummaryCards } from './lead-summary-cards';
import { LeadsCards, LeadsCardsSkeleton } from './leads-cards';
import { LeadsTable, LeadsTableSkeleton } from './leads-table';
import { LEADS_SCREEN_TEXT as T } from './leads.text';
import { useLeadExport } from './use-lead-export';
import { useLeadListState } from './use-lead-list-state';

const SEARCH_DEBOUNCE_MS = 300;
/** From this breakpoint up the list is a table; below it, one card per lead. */
const LIST_AS_TABLE = 'lg';

export function LeadsPage() {
  const { user } = useAuth();
  // The shell renders pages only for a signed-in user.
  if (!user) return null;
  if (!canWorkLeads(user.role)) {
    return (
      <>
        <PageHeader title={T.title} />
        <AccessDenied title={T.accessDenied} text={T.accessDeniedText} />
      </>
    );
  }
  return <LeadsManager canDelete={canDeleteLeads(user.role)} />;
}

/** The form's state: `session` changes on every opening, so the form starts afresh each time. */
interface FormState {
  opened: boolean;
  editing: Lead | null;
  session: number;
}

function LeadsManager({ canDelete }: { canDelete: boolean }) {
  const listTitleId = useId();
  const list = useLeadListState();
  const search = useUrlSearchBox(list.search, list.setSearch, SEARCH_DEBOUNCE_MS);

  const leads = trpc.leads.list.useQuery(toLeadPageQuery(list), { placeholderData: keepPreviousData });
  const pageData = leads.data && isLeadPage(leads.data) ? leads.data : undefined;
  const total = pageData?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  const filtered = hasLeadFilters(list);
  const exporter = useLeadExport(list);

  // A page past the end (the list shrank, or a hand-edited URL): show the last one.
  const pastTheEnd = leads.isSuccess && !leads.isPlaceholderData && list.page > pages;
  const { setPage } = list;
  useEffect(() => {
    if (pastTheEnd) setPage(pages);
  }, [pastTheEnd, pages, setPage]);

  const [form, setForm] = useState<FormState>({ opened: false, editing: null, session: 0 });
  const openForm = (editing: Lead | null) => setForm((state) => ({ opened: true, editing, session: state.session + 1 }));
  const closeForm = () => setForm((state) => ({ ...state, opened: false }));
  const confirm = useLeadConfirm();
  const [importer, setImporter] = useState({ opened: false, session: 0 });

  const changePage = (next: number) => {
    setPage(next);
    document.getElementById(listTitleId)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const rowActions = {
    onConvert: (lead: Lead) => confirm.open('convert', lead),
    onUnconvert: (lead: Lead) => confirm.open('unconvert', lead),
    onEdit: openForm,
    onDelete: canDelete ? (lead: Lead) => confirm.open('delete', lead) : undefined,
  };

  return (
    <>
      <PageHeader
        title={T.title}
        description={T.subtitle}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={18} stroke={1.7} />}
              disabled={total === 0}
              loading={exporter.exporting}
              onClick={() => void exporter.run()}
            >
              {T.exportExcel}
            </Button>
            <Button
              variant="default"
              leftSection={<IconUpload size={18} stroke={1.7} />}
              onClick={() => setImporter((state) => ({ opened: true, session: state.session + 1 }))}
            >
              {T.importLeads}
            </Button>
            <Button leftSection={<IconPlus size={18} stroke={1.8} />} onClick={() => openForm(null)}>
              {T.newLead}
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        <LeadFiltersCard
          searchText={search.text}
          onSearch={search.change}
          onClearSearch={search.clear}
          searching={leads.isFetching && !leads.isPending}
          startDate={list.startDate}
          endDate={list.endDate}
          onDate={list.setDate}
          active={filtered}
          onClear={() => {
            search.clear();
            list.clearFilters();
          }}
        />

        <LeadSummaryCards summary={pageData?.summary} />

        <Paper component="section" withBorder shadow="xs" style={{ overflow: 'hidden' }} aria-labelledby={listTitleId}>
          <Group justify="space-between" gap="sm" px={{ base: 'md', sm: 'lg' }} py="md">
            <Title order={2} fz="lg" fw={600} id={listTitleId} style={{ scrollMarginTop: 76 }}>
              {T.list}
            </Title>
            {pageData && (
              <Text c="dimmed" fz="sm" aria-live="polite">
                {T.countLabel(total)}
              </Text>
            )}
          </Group>

          {leads.isPending && (
            <Box role="status" aria-busy="true" aria-label={T.list} data-testid="leads-loading">
              <Box visibleFrom={LIST_AS_TABLE}>
                <LeadsTableSkeleton />
              </Box>
              <Box hiddenFrom={LIST_AS_TABLE}>
                <LeadsCardsSkeleton />
              </Box>
            </Box>
          )}

          {leads.isError && <LoadErrorAlert title={T.loadError} query={leads} retryLabel={T.retry} mx="md" mb="md" />}

          {pageData && pageData.items.length === 0 && !pastTheEnd && (
            <EmptyState
              icon={filtered ? <IconSearch size={24} stroke={1.5} /> : <IconUsers size={24} stroke={1.5} />}
              text={filtered ? T.emptySearch : T.empty}
              hint={filtered ? T.emptySearchHint : T.emptyHint}
              py={48}
              px="md"
            />
          )}

          {pageData && pageData.items.length > 0 && (
            <>
              <Box visibleFrom={LIST_AS_TABLE}>
                <LeadsTable leads={pageData.items} labelledBy={listTitleId} busy={leads.isPlaceholderData} {...rowActions} />
              </Box>
              <Box hiddenFrom={LIST_AS_TABLE}>
                <LeadsCards leads={pageData.items} labelledBy={listTitleId} busy={leads.isPlaceholderData} {...rowActions} />
              </Box>
            </>
          )}

          {pageData && pages > 1 && (
            <Center pb="lg" pt="xs" px="sm">
              <ListPagination total={pages} value={list.page} onChange={changePage} label={T.paginationLabel} />
            </Center>
          )}
        </Paper>
      </Stack>

      <LeadImportModal
        key={`import-${importer.session}`}
        opened={importer.opened}
        onClose={() => setImporter((state) => ({ ...state, opened: false }))}
      />
      <LeadFormModal key={form.session} opened={form.opened} lead={form.editing} onClose={closeForm} />
      <LeadConfirmModal
        opened={confirm.opened}
        kind={confirm.kind}
        lead={confirm.lead}
        onClose={confirm.close}
        onDeleted={(deleted) => {
          if (form.editing?.id === deleted.id) closeForm();
        }}
      />
    </>
  );
}

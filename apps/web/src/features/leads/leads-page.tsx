import { LEAD_PAGE_MAX, type Lead, isLeadPage } from '@clinic/domain';
import { Button, SegmentedControl, Stack } from '@mantine/core';
import { IconFileSpreadsheet, IconPlus, IconSearch, IconUpload, IconUsers } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';

import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import { PagedListSection } from '../../components/paged-list-section';
import { permissionScreen } from '../../components/require-permission';
import { Slot } from '../../lib/feature-slots';
import { trpc } from '../../lib/trpc';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { useListAsTable } from '../../lib/use-list-as-table';
import { usePagedList } from '../../lib/use-paged-list';
import { usePermission } from '../../lib/use-permission';
import { useUrlSearchBox } from '../../lib/use-url-search-box';
import { LeadConfirmModal, useLeadConfirm } from './lead-confirm-modal';
import { LeadBoard } from './lead-board';
import { LEADS_PAGE_SIZE, hasLeadFilters, toLeadFilter, toLeadPageQuery } from './lead-filters';
import { LeadFiltersCard } from './lead-filters-card';
import { LeadFormModal } from './lead-form';
import { LeadFollowUps } from './lead-follow-ups';
import { LeadImportModal } from './lead-import-modal';
import { LeadPipelineDialog } from './lead-pipeline-dialog';
import { PIPELINE_TEXT as P } from './lead-pipeline.text';
import { LeadSummaryCards } from './lead-summary-cards';
import { LeadsCards, LeadsCardsSkeleton } from './leads-cards';
import { LeadsTable, LeadsTableSkeleton } from './leads-table';
import { LEADS_SCREEN_TEXT as T } from './leads.text';
import { useLeadExport } from './use-lead-export';
import { useLeadListState } from './use-lead-list-state';

const SEARCH_DEBOUNCE_MS = 300;
/** The list and the board refetch while the page is visible (paused in the background), so a lead
 * arriving elsewhere (the Lead Ads webhook, another desk) shows within seconds without a reload. */
const LIVE_REFRESH_MS = 5_000;

export const LeadsPage = permissionScreen('leads:work', T, LeadsManager);

function LeadsManager() {
  const canDelete = usePermission('leads:delete');
  const asTable = useListAsTable();
  const list = useLeadListState();
  const search = useUrlSearchBox(list.search, list.setSearch, SEARCH_DEBOUNCE_MS);

  const canPipeline = usePermission('leadPipeline:work');
  const [params, setParams] = useSearchParams();
  const boardView = canPipeline && params.get('view') === 'quadro';
  const setView = (view: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (view === 'quadro') next.set('view', 'quadro');
        else next.delete('view');
        return next;
      },
      { replace: true },
    );
  const pipeline = useDialogTarget<number>();

  const leads = trpc.leads.list.useQuery(toLeadPageQuery(list), { placeholderData: keepPreviousData, enabled: !boardView, refetchInterval: LIVE_REFRESH_MS });
  const board = trpc.leads.list.useQuery(
    { ...toLeadFilter(list), limit: LEAD_PAGE_MAX, offset: 0 },
    { enabled: boardView, refetchInterval: LIVE_REFRESH_MS, placeholderData: keepPreviousData },
  );
  const boardPage = board.data && isLeadPage(board.data) ? board.data : undefined;
  const paged = usePagedList(leads, isLeadPage, LEADS_PAGE_SIZE, list);
  const { pageData } = paged;
  const filtered = hasLeadFilters(list);
  const exporter = useLeadExport(list);

  const form = useDialogTarget<Lead>();
  const confirm = useLeadConfirm();
  const importer = useDialogTarget<never>();

  const rowActions = {
    onConvert: (lead: Lead) => confirm.open('convert', lead),
    onUnconvert: (lead: Lead) => confirm.open('unconvert', lead),
    onEdit: form.open,
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
              // The board's own query holds the count there (the list's is off in that view).
              disabled={(boardView ? (boardPage?.total ?? 0) : paged.total) === 0}
              loading={exporter.exporting}
              onClick={() => void exporter.run()}
            >
              {T.exportExcel}
            </Button>
            <Button variant="default" leftSection={<IconUpload size={18} stroke={1.7} />} onClick={() => importer.open(null)}>
              {T.importLeads}
            </Button>
            <Button leftSection={<IconPlus size={18} stroke={1.8} />} onClick={() => form.open(null)}>
              {T.newLead}
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        <LeadFiltersCard
          search={search}
          // A new search on its way, not the background refresh.
          searching={paged.searching && leads.isPlaceholderData}
          dates={list}
          active={filtered}
          onClear={() => {
            search.clear();
            list.clearFilters();
          }}
        />

        <Slot name="IntakeFailures" />

        <LeadSummaryCards summary={(boardView ? boardPage : pageData)?.summary} />

        {canPipeline && <LeadFollowUps onOpen={(id) => pipeline.open(id)} />}

        {canPipeline && (
          <SegmentedControl
            aria-label={P.views}
            value={boardView ? 'quadro' : 'lista'}
            onChange={setView}
            data={[
              { value: 'lista', label: P.listView },
              { value: 'quadro', label: P.boardView },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
        )}

        {boardView && (
          <section aria-label={P.board}>
            {board.isPending && <LeadsCardsSkeleton />}
            {board.isError && <LoadErrorAlert title={T.loadError} query={board} retryLabel={T.retry} />}
            {boardPage && <LeadBoard leads={boardPage.items} total={boardPage.total} onOpen={(lead) => pipeline.open(lead.id)} />}
          </section>
        )}

        {!boardView && (
        <PagedListSection
          list={paged}
          title={T.list}
          count={pageData && T.countLabel(paged.total)}
          paginationLabel={T.paginationLabel}
          loading={leads.isPending ? { testId: 'leads-loading', skeleton: asTable ? <LeadsTableSkeleton /> : <LeadsCardsSkeleton /> } : undefined}
        >
          {leads.isError && <LoadErrorAlert title={T.loadError} query={leads} retryLabel={T.retry} mx="md" mb="md" />}

          {pageData && pageData.items.length === 0 && !paged.pastTheEnd && (
            <EmptyState
              icon={filtered ? <IconSearch size={24} stroke={1.5} /> : <IconUsers size={24} stroke={1.5} />}
              text={filtered ? T.emptySearch : T.empty}
              hint={filtered ? T.emptySearchHint : T.emptyHint}
              py={48}
              px="md"
            />
          )}

          {pageData &&
            pageData.items.length > 0 &&
            (asTable ? (
              <LeadsTable leads={pageData.items} labelledBy={paged.titleId} busy={paged.busy} {...rowActions} />
            ) : (
              <LeadsCards leads={pageData.items} labelledBy={paged.titleId} busy={paged.busy} {...rowActions} />
            ))}
        </PagedListSection>
        )}
      </Stack>

      <LeadPipelineDialog leadId={pipeline.target} opened={pipeline.opened} onClose={pipeline.close} />

      <LeadImportModal key={`import-${importer.session}`} opened={importer.opened} onClose={importer.close} />
      <LeadFormModal key={form.session} opened={form.opened} lead={form.target} onClose={form.close} />
      <LeadConfirmModal
        confirm={confirm}
        onDeleted={(deleted) => {
          if (form.target?.id === deleted.id) form.close();
        }}
      />
    </>
  );
}

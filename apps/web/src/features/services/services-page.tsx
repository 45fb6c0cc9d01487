import type { Service } from '@clinic/domain';
import { Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconListDetails, IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import { ConfirmRowModal } from '../../components/confirm-modal';
import { SearchBox } from '../../components/search-box';
import { EmptyState } from '../../components/empty-state';
import { useFormCard } from '../../components/form-card';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import { trpc } from '../../lib/trpc';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { usePermission } from '../../lib/use-permission';
import { ServiceFormCard } from './service-form-card';
import { ServicesCards, ServicesSkeleton, ServicesTable } from './services-table';
import { filterServicesByName } from './services.rules';
import { SERVICES_SCREEN_TEXT as T } from './services.text';
import { useDeleteService } from './use-service-mutations';
import { TitledSection } from '../../components/titled-section';

const SEARCH_DEBOUNCE_MS = 300;

export function ServicesPage() {
  const canManage = usePermission('services:manage');
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const services = trpc.services.list.useQuery(
    { search: debouncedSearch || undefined },
    { placeholderData: keepPreviousData },
  );
  const shown = services.data ? filterServicesByName(services.data, search) : [];
  const searching = search.trim() !== '';

  const form = useFormCard<Service>();
  const removal = useDialogTarget<Service>();
  const deleteService = useDeleteService();
  /** Set by "edit": the name field takes focus once the card has opened (it is hidden until then). */
  const focusPending = useRef(false);
  const focusName = () => {
    focusPending.current = false;
    document.getElementById('service-name')?.focus({ preventScroll: true });
  };

  const startEdit = (service: Service) => {
    focusPending.current = true;
    form.edit(service);
    // Already open: no transition will end, so focus the new form as soon as it is drawn.
    if (form.opened) requestAnimationFrame(focusName);
  };

  return (
    <>
      <PageHeader title={T.title} />
      <Stack gap="lg">
        {canManage && (
          <ServiceFormCard card={form} onOpened={() => focusPending.current && focusName()} />
        )}

        <TitledSection titleId="services-search-title" title={T.search}>
          <SearchBox
            aria-label={T.searchAria}
            placeholder={T.searchPlaceholder}
            maxLength={200}
            value={search}
            onChange={setSearch}
            onClear={() => setSearch('')}
            searching={services.isFetching && !services.isPending}
            clearLabel={T.clearSearch}
          />
        </TitledSection>

        <Paper withBorder shadow="xs" style={{ overflow: 'hidden' }}>
          {services.isPending && <ServicesSkeleton />}

          {services.isError && (
            <LoadErrorAlert title={T.loadError} query={services} retryLabel={T.retry} m="md" />
          )}

          {services.data && shown.length === 0 && (
            <EmptyState
              icon={searching ? <IconSearch size={24} stroke={1.5} /> : <IconListDetails size={24} stroke={1.5} />}
              text={searching ? T.emptySearch : T.empty}
              py={48}
              px="md"
            />
          )}

          {services.data && shown.length > 0 && (
            <ServicesView wide={wide} services={shown} canManage={canManage} onEdit={startEdit} onDelete={removal.open} />
          )}
        </Paper>
      </Stack>

      {canManage && (
        <ConfirmRowModal
          dialog={removal}
          action={deleteService}
          title={T.confirmTitle}
          confirmLabel={T.delete}
          size="md"
          onDone={(deleted) => {
            if (form.target?.id === deleted.id) form.close();
          }}
        >
          {(service) => <Text style={{ overflowWrap: 'anywhere' }}>{T.confirmDelete(service.name)}</Text>}
        </ConfirmRowModal>
      )}
    </>
  );
}

function ServicesView({ wide, ...props }: { wide: boolean } & Parameters<typeof ServicesTable>[0]) {
  return wide ? <ServicesTable {...props} /> : <ServicesCards {...props} />;
}

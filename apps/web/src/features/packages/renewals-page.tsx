import { formatIsoDate, fullName } from '@clinic/domain';
import { Anchor, Button, Paper, Skeleton, Table } from '@mantine/core';
import { IconBrandWhatsapp, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { HeadedTable } from '../../components/column-heads';
import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import { permissionScreen } from '../../components/require-permission';
import { trpc } from '../../lib/trpc';
import { PACKAGES_SCREEN_TEXT as T } from './packages.text';

function Renewals() {
  const renewals = trpc.packages.renewals.useQuery({}, { refetchOnMount: 'always' });
  return (
    <>
      <PageHeader title={T.renewalsTitle} description={T.renewalsHint} />
      {renewals.isPending && <Skeleton h={120} aria-label={T.loading} />}
      {renewals.isError && <LoadErrorAlert title={T.loadError} query={renewals} retryLabel={T.retry} />}
      {renewals.data?.length === 0 && <EmptyState icon={<IconRefresh size={26} stroke={1.5} />} text={T.renewalsEmpty} py="xl" />}
      {!!renewals.data?.length && (
        <Paper withBorder>
          <HeadedTable minWidth={640} striped aria-label={T.renewalsTitle} data-testid="renewals" head={[T.patient, T.tab, T.remaining, T.expiryDate, T.phone, T.whatsapp]}>
            {renewals.data.map((r) => {
              const name = fullName(r.patient);
              return (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/patients/${r.patientId}?tab=pacotes`}>
                      {name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>{r.sessionsRemaining}</Table.Td>
                  <Table.Td>{formatIsoDate(r.expiryDate)}</Table.Td>
                  <Table.Td>{r.patient.phone}</Table.Td>
                  <Table.Td>
                    <Button
                      component="a"
                      href={r.whatsappUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="compact-sm"
                      variant="light"
                      color="green.9"
                      leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
                      aria-label={T.whatsappAria(name)}
                    >
                      {T.whatsapp}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </HeadedTable>
        </Paper>
      )}
    </>
  );
}

/** 'Renovações' (/packages/renewals): packages about to end, with a prefilled WhatsApp message. */
export const RenewalsPage = permissionScreen('packages:sell', { title: T.renewalsTitle, accessDeniedText: T.accessDenied }, Renewals);

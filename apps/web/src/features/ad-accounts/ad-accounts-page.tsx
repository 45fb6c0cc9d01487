import { AD_ACCOUNT_TEXT as T, type AdAccount } from '@clinic/domain';
import { Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconPencil, IconPlus, IconSpeakerphone } from '@tabler/icons-react';

import { ConfirmRowModal } from '../../components/confirm-modal';
import { EmptyState } from '../../components/empty-state';
import { FormCard, useFormCard } from '../../components/form-card';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { HeaderLink, PageHeader } from '../../components/page-header';
import { trpc } from '../../lib/trpc';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { reportsScreen } from '../../components/reports-access';
import { AdAccountForm } from './ad-account-form';
import { AdAccountsCards, AdAccountsTable } from './ad-accounts-list';
import { RequestReportModal } from './request-report-modal';
import { useDeactivateAdAccount } from './use-ad-accounts-mutations';

function AdAccountsScreen() {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const accounts = trpc.adAccounts.list.useQuery();
  // The form card: a new account or the one being edited, afresh on every opening; closing it with
  // unsaved typing asks 'Descartar alterações?' first.
  const editor = useFormCard<AdAccount>();
  const deactivation = useDialogTarget<AdAccount>();
  const requestFor = useDialogTarget<AdAccount>();
  const deactivate = useDeactivateAdAccount();

  const views = { onEdit: editor.edit, onDeactivate: deactivation.open, onRequest: requestFor.open };

  return (
    <>
      <PageHeader title={T.title} description={T.subtitle} actions={<HeaderLink to="/reports" icon={IconArrowLeft}>{T.backToReports}</HeaderLink>} />
      <Stack gap="lg">
        <FormCard
          card={editor}
          title={editor.editing ? T.editAccount : T.newAccount}
          hint={editor.editing ? editor.editing.name : undefined}
          icon={editor.editing ? <IconPencil size={18} stroke={1.7} /> : <IconPlus size={18} stroke={1.7} />}
          testId="ad-account-form-toggle"
        >
          <AdAccountForm key={editor.session} account={editor.editing} onDone={editor.close} />
        </FormCard>

        <Paper withBorder shadow="xs" style={{ overflow: 'hidden' }} component="section" aria-label={T.list}>
          {accounts.isPending && (
            <Text p="md" c="dimmed" role="status">
              Carregando…
            </Text>
          )}
          {accounts.isError && <LoadErrorAlert title={T.loadError} query={accounts} m="md" />}
          {accounts.data && accounts.data.length === 0 && (
            <EmptyState icon={<IconSpeakerphone size={24} stroke={1.5} />} text={T.empty} hint={T.emptyHint} py={48} px="md" />
          )}
          {accounts.data &&
            accounts.data.length > 0 &&
            (wide ? <AdAccountsTable accounts={accounts.data} {...views} /> : <AdAccountsCards accounts={accounts.data} {...views} />)}
        </Paper>
      </Stack>

      <ConfirmRowModal
        dialog={deactivation}
        action={deactivate}
        onDone={(account) => {
          if (editor.editing?.id === account.id) editor.close();
        }}
        title={T.confirmDeactivateTitle}
        confirmLabel={T.deactivate}
        size="md"
      >
        {(account) => <Text style={{ overflowWrap: 'anywhere' }}>{T.confirmDeactivate(account.name)}</Text>}
      </ConfirmRowModal>

      <RequestReportModal account={requestFor.target} opened={requestFor.opened} onClose={requestFor.close} />
    </>
  );
}

/** /reports/accounts — the Meta ad accounts the reports come from (admin, manager, financeiro, lider). */
export const AdAccountsPage = reportsScreen(T.title, AdAccountsScreen);

import type { ApiToken, CreatedApiToken } from '@clinic/domain';
import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';

import { ConfirmRowModal } from '../../components/confirm-modal';
import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import { permissionScreen } from '../../components/require-permission';
import { trpc } from '../../lib/trpc';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { API_TOKENS_TEXT as T } from './api-tokens.text';
import { NewTokenForm } from './new-token-form';
import { TokenSecretModal } from './token-secret-modal';
import { TokensList } from './tokens-list';
import { useRevokeApiToken } from './use-api-tokens-mutations';

export const ApiTokensPage = permissionScreen('apiTokens:manage', T, TokensManager);

function TokensManager() {
  const tokens = trpc.apiTokens.list.useQuery();
  const [secret, setSecret] = useState<CreatedApiToken | null>(null);
  const revocation = useDialogTarget<ApiToken>();
  const revoke = useRevokeApiToken();

  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <NewTokenForm onCreated={setSecret} />

      {tokens.isPending && (
        <Stack mt="lg" role="status" aria-label="Carregando">
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      )}
      {tokens.isError && <LoadErrorAlert title={T.loadError} query={tokens} retryLabel={T.retry} />}
      {tokens.isSuccess && tokens.data.length === 0 && (
        <Paper withBorder p="xl" mt="lg">
          <EmptyState icon={<IconPlugConnected size={26} stroke={1.5} />} text={T.empty} hint={T.emptyHint} />
        </Paper>
      )}
      {tokens.isSuccess && tokens.data.length > 0 && <TokensList tokens={tokens.data} onRevoke={revocation.open} />}

      <TokenSecretModal token={secret} onClose={() => setSecret(null)} />
      <ConfirmRowModal dialog={revocation} action={revoke} keepOpenOnError title={T.revokeTitle} confirmLabel={T.revokeConfirm}>
        {(token) => <Text>{T.revokeQuestion(token.name)}</Text>}
      </ConfirmRowModal>
    </>
  );
}

import { Alert, Button, Center } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

import { FullPageLoader } from '../../components/full-page-loader';
import { errorMessage } from '../../lib/api-errors';
import { AUTH_SCREEN_TEXT } from './auth.text';
import { useAuth } from '../../lib/use-auth';

/** Shows its children to a signed-in user; a spinner while checking; /auth otherwise. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading, error, refetch } = useAuth();
  if (isLoading) return <FullPageLoader />;
  if (error) {
    return (
      <Center h="100dvh" p="md">
        <Alert color="red" variant="light" icon={<IconAlertCircle />} title={AUTH_SCREEN_TEXT.loadFailed} maw={480}>
          {errorMessage(error)}
          <Button mt="md" color="red" variant="light" onClick={() => void refetch()} display="block">
            {AUTH_SCREEN_TEXT.retry}
          </Button>
        </Alert>
      </Center>
    );
  }
  if (!user) return <Navigate to="/auth" replace />;
  return children;
}

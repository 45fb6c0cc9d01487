import { Box, Center, Group, Paper, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

import { usePageTitle } from '../../lib/use-page-title';

/** The fallback for unknown routes; its texts are the spec's, in English on purpose. */
export function NotFoundPage() {
  usePageTitle('404');
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={480}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconAlertCircle size={32} color="var(--mantine-color-red-6)" aria-hidden />
          <Box>
            <Title order={1} fz={24}>
              404 Page Not Found
            </Title>
            <Text mt="sm" c="dimmed">
              Did you forget to add the page to the router?
            </Text>
          </Box>
        </Group>
      </Paper>
    </Center>
  );
}

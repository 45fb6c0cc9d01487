import { formatBRL, formatIsoDate } from '@clinic/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router-dom';

import { LoadErrorAlert } from '../../components/load-error-alert';
import { PrintToolbar, printScreen } from '../../components/print-toolbar';
import { trpc } from '../../lib/trpc';
import { PACKAGES_SCREEN_TEXT as T } from './packages.text';

/** A payment's 'Recibo' (/payments/:id/receipt), for paper: clinic, patient, amount in figures and in words. */
export const ReceiptPage = printScreen('packages:sell', { title: T.receiptTitle, deniedText: T.accessDenied }, Receipt);

function Receipt() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const receipt = trpc.packages.receipt.useQuery({ id });
  const data = receipt.data;
  return (
    <div>
      <PrintToolbar label={T.controls} printLabel={T.print} ready={!!data}>
        <Button variant="subtle" onClick={() => navigate(-1)} leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {T.back}
        </Button>
      </PrintToolbar>
      {receipt.isError && <LoadErrorAlert title={T.loadError} query={receipt} retryLabel={T.retry} />}
      {data && (
        <Paper withBorder p="xl" maw={720} data-testid="receipt">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start">
              <div>
                <Text fw={700} fz="lg">
                  {data.clinicName}
                </Text>
                {data.clinicDocument && <Text fz="sm">{data.clinicDocument}</Text>}
              </div>
              <Title order={1} fz="h2">
                {T.receiptNumber(data.number)}
              </Title>
            </Group>
            <Text fz="xl" fw={700}>
              {formatBRL(data.amount)}
            </Text>
            <Text>{T.receiptBody(data.patientName, data.patientCpf, formatBRL(data.amount), data.amountInWords, data.reference)}</Text>
            <Text fz="sm">{T.receiptMethod(data.methodLabel, data.installments)}</Text>
            <Text fz="sm">{T.receiptDate(formatIsoDate(data.paidAt))}</Text>
            <Text fz="sm">{T.receiptReceivedBy(data.receivedBy)}</Text>
            {data.reversed !== '0.00' && (
              <Text fz="sm" c="red.8" fw={600}>
                {T.receiptReversed(formatBRL(data.reversed))}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
    </div>
  );
}

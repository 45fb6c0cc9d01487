import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';

import { errorMessage } from '../../lib/api-errors';
import { downloadBytes } from '../../lib/download-file';
import { trpc } from '../../lib/trpc';
import { PERSONAL_DATA_SCREEN_TEXT as T } from './personal-data.text';
import { useExportStatus, useRequestExport } from './use-personal-data';

interface ExportDataModalProps {
  opened: boolean;
  patientId: number;
  patientName: string;
  onClose: () => void;
}

const fromBase64 = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/** Opens the ZIP (fflate, loaded only here) and answers its dados.html. */
async function htmlOf(zip: Uint8Array): Promise<string> {
  const { strFromU8, unzipSync } = await import('fflate');
  const files = unzipSync(zip, { filter: (file) => file.name === 'dados.html' });
  return files['dados.html'] ? strFromU8(files['dados.html']) : '';
}

/**
 * 'Exportar dados': starts the job, shows its progress, then downloads the ZIP once (the server
 * hands it out a single time) and previews its dados.html here.
 */
export function ExportDataModal({ opened, patientId, patientName, onClose }: ExportDataModalProps) {
  const [exportId, setExportId] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const request = useRequestExport();
  const status = useExportStatus(exportId);
  const utils = trpc.useUtils();
  const current = status.data;

  const start = () => {
    setPreview(null);
    setDownloadError(null);
    request.mutate({ id: patientId }, { onSuccess: (started) => setExportId(started.id) });
  };

  const download = async () => {
    if (exportId === null) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      const answer = await utils.client.personalData.getExport.query({ id: exportId, download: 'true' });
      const zip = fromBase64(answer.contentBase64 ?? '');
      downloadBytes(zip, answer.fileName ?? 'dados.zip', 'application/zip');
      setPreview(await htmlOf(zip));
      await utils.personalData.getExport.invalidate({ id: exportId });
    } catch (error) {
      setDownloadError(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  const close = () => {
    setExportId(null);
    setPreview(null);
    setDownloadError(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={`${T.exportTitle}: ${patientName}`} size={preview ? 'xl' : 'md'} closeButtonProps={{ 'aria-label': T.close }}>
      <Stack gap="sm">
        <Text fz="sm">{T.exportIntro}</Text>
        <Text fz="sm" c="dimmed">
          {T.exportOnce}
        </Text>
        {request.isError && (
          <Alert color="red" title={T.exportError}>
            {errorMessage(request.error)}
          </Alert>
        )}
        {status.isError && (
          <Alert color="red" title={T.exportError}>
            {errorMessage(status.error)}
          </Alert>
        )}
        {current?.status === 'pending' && (
          <Group gap="xs" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden />
            <Text>{T.exportPending}</Text>
          </Group>
        )}
        {current?.status === 'failed' && (
          <Alert color="red" role="alert">
            {T.exportFailed}
          </Alert>
        )}
        {current?.status === 'ready' && !current.downloadedAt && (
          <Alert color="teal" role="status">
            {T.exportReady}
          </Alert>
        )}
        {current?.downloadedAt && (
          <Text role="status" fz="sm">
            {preview !== null ? T.exportSaved : T.exportDownloaded}
          </Text>
        )}
        {downloadError && (
          <Alert color="red" role="alert">
            {downloadError}
          </Alert>
        )}
        {preview !== null && (
          <iframe
            title={T.exportPreviewTitle}
            srcDoc={preview}
            sandbox="allow-same-origin"
            style={{ width: '100%', height: '60vh', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {T.close}
          </Button>
          {current?.status === 'ready' && !current.downloadedAt ? (
            <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={() => void download()} loading={downloading}>
              {T.exportDownload}
            </Button>
          ) : (
            <Button
              leftSection={<IconFileZip size={18} aria-hidden />}
              onClick={start}
              loading={request.isPending}
              disabled={current?.status === 'pending'}
            >
              {T.exportStart}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

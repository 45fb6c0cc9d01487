import { type PatientLinkCreated, formatDateTime, patientLinkMessage, patientLinkWhatsappUrl } from '@clinic/domain';
import { Alert, Button, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconCopy, IconQrcode } from '@tabler/icons-react';
import { Suspense, useState } from 'react';

import { lazyNamed } from '../../lib/lazy-named';
import { notifySuccess } from '../../lib/notify';
import { DIARY_SCREEN_TEXT as T } from './diary.text';

const QrCode = lazyNamed(() => import('./qr-code'), 'QrCode');

/** The link just made: copy, WhatsApp (wa.me with the text) or a QR code at the desk. Shown once. */
export function DiaryLinkPanel({ link, purpose = 'diary' }: { link: PatientLinkCreated; purpose?: 'diary' | 'questionnaire' }) {
  const [qr, setQr] = useState(false);
  const fullUrl = `${window.location.origin}${link.url}`;
  const whatsapp = patientLinkWhatsappUrl(link.patientPhone, patientLinkMessage(purpose, link.patientFirstName, fullUrl));
  return (
    <Alert color="teal" title={T.linkTitle}>
      <Stack gap="xs">
        <Code block data-testid="patient-link-url" style={{ wordBreak: 'break-all' }}>
          {fullUrl}
        </Code>
        <Text size="sm">{T.expiresAt(formatDateTime(link.expiresAt))}</Text>
        <Text size="sm">{T.linkOnce}</Text>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconCopy size={16} aria-hidden />}
            onClick={() => void navigator.clipboard?.writeText(fullUrl).then(() => notifySuccess(T.copied))}
          >
            {T.copy}
          </Button>
          {whatsapp && (
            <Button size="xs" variant="default" component="a" href={whatsapp} target="_blank" rel="noopener noreferrer" leftSection={<IconBrandWhatsapp size={16} aria-hidden />}>
              {T.whatsapp}
            </Button>
          )}
          <Button size="xs" variant="default" leftSection={<IconQrcode size={16} aria-hidden />} onClick={() => setQr((v) => !v)} aria-pressed={qr}>
            {T.showQr}
          </Button>
        </Group>
        {qr && (
          <Suspense fallback={<Loader size="sm" aria-label={T.showQr} />}>
            <QrCode text={fullUrl} label={T.qrAlt} />
          </Suspense>
        )}
      </Stack>
    </Alert>
  );
}

import { type AppointmentListItem, formatIsoDate } from '@clinic/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPackage } from '@tabler/icons-react';
import { useState } from 'react';

import { trpc } from '../../lib/trpc';
import { usePermission } from '../../lib/use-permission';
import { bookingSessions } from './booking-sessions';
import { PACKAGES_SCREEN_TEXT as T } from './packages.text';
import { SellPackageForm } from './patient-packages-tab';

interface PackageBookingProps {
  patientId: number;
  dates: string[];
  appointment: AppointmentListItem | null;
}

/**
 * The booking dialog's package line (a feature slot): 'Sessão 4 de 10' for each booked date the
 * patient's package in force will take, a warning beyond its remaining sessions (the booking is
 * never blocked), and 'Vender pacote' when she has no package in force on these dates (the package
 * then starts on the booking's first date).
 */
export function PackageBooking({ patientId, dates, appointment }: PackageBookingProps) {
  const canSell = usePermission('packages:sell');
  if (appointment && appointment.patientId === patientId && appointment.sessionNumber !== null && appointment.sessionsTotal !== null) {
    return (
      <Text fz="sm" data-testid="booking-package-session">
        <IconPackage size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} aria-hidden />
        {T.sessionOf(appointment.sessionNumber, appointment.sessionsTotal)}
      </Text>
    );
  }
  if (!canSell || appointment) return null;
  return <NewBookingPackage patientId={patientId} dates={dates} />;
}

function NewBookingPackage({ patientId, dates }: { patientId: number; dates: string[] }) {
  const packages = trpc.packages.listOfPatient.useQuery({ id: patientId });
  const [selling, setSelling] = useState(false);
  if (!packages.data || dates.length === 0) return null;
  const planned = bookingSessions(packages.data, dates);
  const single = dates.length === 1;
  return (
    <Stack gap={6} data-testid="booking-package">
      {planned.sessions.length > 0 && (
        <div data-testid="booking-package-session">
          <Text fz="sm" fw={600}>
            <IconPackage size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} aria-hidden />
            {T.bookingPackage(planned.sessions[0]!.packageName)}
          </Text>
          {planned.sessions.map((s) => (
            <Text fz="sm" key={s.date}>
              {single ? T.sessionOf(s.number, s.total) : T.bookingSessionOn(formatIsoDate(s.date), T.sessionOf(s.number, s.total))}
            </Text>
          ))}
        </div>
      )}
      {planned.beyond > 0 && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} title={T.beyondTitle}
          // Mantine's yellow title on its light background reads at 2.8:1: the title takes the text colour.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          data-testid="booking-package-beyond"
        >
          {T.beyondRemaining(planned.remaining)} {T.beyondDetail(planned.beyond)}
        </Alert>
      )}
      {!planned.covered && (
        <Group gap="sm" justify="space-between">
          <Text fz="sm" c="dimmed">
            {T.noPackage}
          </Text>
          <Button variant="light" size="xs" leftSection={<IconPackage size={16} />} onClick={() => setSelling(true)}>
            {T.sell}
          </Button>
        </Group>
      )}
      <Modal opened={selling} onClose={() => setSelling(false)} title={T.sellDialogTitle} size="lg" zIndex={300} centered>
        <SellPackageForm patientId={patientId} withSeries={false} startDate={[...dates].sort()[0]} onSold={() => setSelling(false)} />
      </Modal>
    </Stack>
  );
}

import {
  GRID_TIMES,
  PACKAGE_STATUS_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  type PackageStatus,
  type Patient,
  type PatientPackage,
  type Payment,
  type PaymentMethod,
  formatBRL,
  formatIsoDate,
  fullName,
  toIsoDate,
} from '@clinic/domain';
import { Anchor, Badge, Button, Checkbox, Group, NumberInput, Paper, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { BrDateInput } from '../../components/br-date-input';
import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { RequirePermission } from '../../components/require-permission';
import { toneOf } from '../../lib/badge-tone';
import { trpc } from '../../lib/trpc';
import { usePermission } from '../../lib/use-permission';
import { usePhysiotherapists } from '../../lib/use-physiotherapists';
import { CancelPackageModal, ReversePaymentModal } from './package-dialogs';
import { PACKAGES_SCREEN_TEXT as T } from './packages.text';
import { useRecordPayment, useSellPackage } from './use-packages-mutations';

const STATUS_COLORS: Record<PackageStatus, string> = { ativo: 'green', esgotado: 'gray', expirado: 'orange', cancelado: 'red' };

/** The patient page's 'Pacotes' tab: sell a package (and its weekly series), its sessions, payments and estornos. */
export function PatientPackagesTab({ patient }: { patient: Patient }) {
  return (
    <RequirePermission permission="packages:sell" deniedText={T.accessDenied}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {T.tabTitle}
        </Title>
        <Anchor component={Link} to="/packages/renewals">
          {T.renewalsLink}
        </Anchor>
      </Group>
      <Stack gap="lg">
        <SellPackageForm patientId={patient.id} />
        <PackagesList patientId={patient.id} />
      </Stack>
    </RequirePermission>
  );
}

const COMBOBOX = { withinPortal: true, zIndex: 400 } as const;

/**
 * 'Vender pacote': on the patient's page with its weekly series; in the booking dialog
 * (`withSeries={false}`, the dialog books the series itself) inside its own modal, closed by `onSold`.
 */
export function SellPackageForm({
  patientId,
  withSeries = true,
  startDate,
  onSold,
}: {
  patientId: number;
  withSeries?: boolean;
  /** The package starts on this date (the booking's first session); today when not given. */
  startDate?: string;
  onSold?: () => void;
}) {
  const services = trpc.services.list.useQuery({});
  const rooms = trpc.rooms.list.useQuery();
  // The clinic's default validity (Configurações): what the server uses when the field is left blank.
  const defaults = trpc.packages.settings.useQuery({}, { staleTime: 60_000 });
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [price, setPrice] = useState('');
  const [priceReason, setPriceReason] = useState('');
  const [validityDays, setValidityDays] = useState<number | string>('');
  const [series, setSeries] = useState(false);
  const [firstDate, setFirstDate] = useState<string | null>(toIsoDate());
  const [time, setTime] = useState<string | null>('09:00');
  const [physioId, setPhysioId] = useState<string | null>(null);
  const [roomId, setRoomId] = useState<string | null>(null);
  const { sellPackage, isPending } = useSellPackage(patientId, {
    onSold: () => {
      setServiceId(null);
      setPrice('');
      setPriceReason('');
      setSeries(false);
    },
    onRefreshed: () => onSold?.(),
  });

  const active = (services.data ?? []).filter((s) => s.isActive && s.quantity > 0);
  const service = active.find((s) => String(s.id) === serviceId);
  const { active: physios } = usePhysiotherapists();
  const activeRooms = (rooms.data ?? []).filter((r) => r.isActive);

  const submit = async () => {
    if (!service) return;
    await sellPackage(
      {
        serviceId: service.id,
        price: price.trim() || undefined,
        priceReason: priceReason.trim() || undefined,
        validityDays: typeof validityDays === 'number' ? validityDays : undefined,
        startDate,
      },
      series && firstDate && time && physioId && roomId
        ? { firstDate, time, physiotherapistId: Number(physioId), roomId: Number(roomId) }
        : null,
    );
  };

  const fields = (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Select
          label={T.service}
          placeholder={T.serviceRequired}
          data={active.map((s) => ({ value: String(s.id), label: `${s.name} (${s.quantity} sessões, ${formatBRL(s.price)})` }))}
          value={serviceId}
          onChange={setServiceId}
          comboboxProps={COMBOBOX}
        />
        <TextInput label={T.price} placeholder={service ? service.price : '0.00'} value={price} onChange={(e) => setPrice(e.currentTarget.value)} inputMode="decimal" />
        <TextInput label={T.priceReason} value={priceReason} onChange={(e) => setPriceReason(e.currentTarget.value)} disabled={!price.trim()} />
        <NumberInput
          label={T.validityDays}
          placeholder={String(defaults.data?.packageValidityDays ?? '')}
          description={defaults.data ? T.validityDefault(defaults.data.packageValidityDays) : undefined}
          min={1}
          max={3650}
          value={validityDays}
          onChange={setValidityDays}
        />
      </SimpleGrid>
      {withSeries && <Checkbox mt="md" label={T.weeklySeries} checked={series} onChange={(e) => setSeries(e.currentTarget.checked)} />}
      {series && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mt="sm">
          <BrDateInput label={T.seriesDate} value={firstDate} onChange={setFirstDate} />
          <Select label={T.seriesTime} data={[...GRID_TIMES]} value={time} onChange={setTime} />
          <Select
            label={T.seriesPhysiotherapist}
            data={physios.map((u) => ({ value: String(u.id), label: fullName(u) }))}
            value={physioId}
            onChange={setPhysioId}
          />
          <Select label={T.seriesRoom} data={activeRooms.map((r) => ({ value: String(r.id), label: r.name }))} value={roomId} onChange={setRoomId} />
        </SimpleGrid>
      )}
      <Group justify="flex-end" mt="md">
        <Button onClick={submit} disabled={!service || (series && (!time || !physioId || !roomId))} loading={isPending}>
          {T.sellSubmit}
        </Button>
      </Group>
    </>
  );
  if (!withSeries) return fields;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="sell-package-title">
      <Title order={3} fz="md" mb="sm" id="sell-package-title">
        {T.sell}
      </Title>
      {fields}
    </Paper>
  );
}

function PackagesList({ patientId }: { patientId: number }) {
  const packages = trpc.packages.listOfPatient.useQuery({ id: patientId }, { refetchOnMount: 'always' });
  if (packages.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={T.loading}>
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (packages.isError) return <LoadErrorAlert title={T.loadError} query={packages} retryLabel={T.retry} />;
  if (packages.data.length === 0) return <EmptyState icon={<IconPackage size={26} stroke={1.5} />} text={T.empty} py="xl" />;
  const sum = (pick: (p: PatientPackage) => string) => packages.data.filter((p) => p.status !== 'cancelado').reduce((total, p) => total + centsOf(pick(p)), 0);
  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="section" aria-label={T.totalsTitle} data-testid="package-totals">
        <Group gap="xl">
          <Money label={T.soldLabel} cents={sum((p) => p.price)} />
          <Money label={T.paidLabel} cents={sum((p) => p.paid)} />
          <Money label={T.owedLabel} cents={sum((p) => p.owed)} />
        </Group>
      </Paper>
      {packages.data.map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} />
      ))}
    </Stack>
  );
}

/** "150.50" → 15050 (the API's exact decimals, summed as integers). */
function centsOf(decimal: string): number {
  const [whole, fraction = ''] = decimal.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function Money({ label, cents }: { label: string; cents: number }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{formatBRL(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`)}</Text>
    </div>
  );
}

function PackageCard({ pkg }: { pkg: PatientPackage }) {
  const canReverse = usePermission('finance:oversee');
  const detail = trpc.packages.get.useQuery({ id: pkg.id });
  const [cancelling, setCancelling] = useState(false);
  const titleId = `package-${pkg.id}-title`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId} data-testid="package-card">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3} fz="md" id={titleId}>
            {pkg.name}
          </Title>
          <Text fz="sm" data-testid="package-sessions">
            {T.sessionsLine(pkg.sessionsUsed, pkg.sessionsTotal, pkg.sessionsRemaining)}
          </Text>
          <Text fz="sm" c="dimmed">
            {T.validity(formatIsoDate(pkg.startDate), formatIsoDate(pkg.expiryDate))}
          </Text>
        </div>
        <Badge color={STATUS_COLORS[pkg.status]} {...toneOf(STATUS_COLORS[pkg.status])} variant="light" tt="none" fw={600} data-testid="package-status">
          {PACKAGE_STATUS_LABELS[pkg.status]}
        </Badge>
      </Group>
      <Group gap="xl" mt="sm">
        <Money label={T.soldLabel} cents={centsOf(pkg.price)} />
        <Money label={T.paidLabel} cents={centsOf(pkg.paid)} />
        <Money label={T.owedLabel} cents={centsOf(pkg.owed)} />
      </Group>
      {pkg.priceReason && (
        <Text fz="xs" c="dimmed" mt={4}>
          {T.priceReason}: {pkg.priceReason}
        </Text>
      )}
      <Title order={4} fz="sm" mt="md" mb="xs">
        {T.payments}
      </Title>
      {detail.data && detail.data.payments.length === 0 && (
        <Text fz="sm" c="dimmed">
          {T.noPayments}
        </Text>
      )}
      <Stack gap={4}>
        {detail.data?.payments.map((payment) => (
          <Group key={payment.id} gap="sm" wrap="wrap" data-testid="payment-row">
            <Text fz="sm">
              {formatIsoDate(payment.paidAt)} · {formatBRL(payment.amount)} · {PAYMENT_METHOD_LABELS[payment.method]}
              {payment.installments > 1 ? ` (${payment.installments}x)` : ''}
              {payment.reversed !== '0.00' ? ` · ${T.reversedAmount(formatBRL(payment.reversed))}` : ''}
            </Text>
            <Anchor component={Link} to={`/payments/${payment.id}/receipt`} fz="sm">
              {T.receiptLink(payment.receiptNumber)}
            </Anchor>
            {canReverse && payment.reversed !== payment.amount && <ReverseButton payment={payment} />}
          </Group>
        ))}
      </Stack>
      {pkg.status !== 'cancelado' && <PaymentForm packageId={pkg.id} />}
      {pkg.status !== 'cancelado' && (
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" color="red" size="xs" onClick={() => setCancelling(true)}>
            {T.cancel}
          </Button>
        </Group>
      )}
      <CancelPackageModal pkg={pkg} opened={cancelling} onClose={() => setCancelling(false)} />
    </Paper>
  );
}

function ReverseButton({ payment }: { payment: Payment }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="subtle" size="compact-xs" color="red" aria-label={T.reverseAria(payment.receiptNumber)} onClick={() => setOpened(true)}>
        {T.reverse}
      </Button>
      <ReversePaymentModal payment={payment} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

function PaymentForm({ packageId }: { packageId: number }) {
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<string | null>('pix');
  const [installments, setInstallments] = useState<number | string>(1);
  const record = useRecordPayment(() => setAmount(''));
  const formId = `payment-${packageId}`;
  return (
    <form
      aria-label={`${T.recordPayment}`}
      onSubmit={(event) => {
        event.preventDefault();
        record.mutate({ packageId, amount, method: method as PaymentMethod, installments: typeof installments === 'number' ? installments : 1 });
      }}
    >
      <Group align="flex-end" mt="sm" wrap="wrap" gap="sm">
        <TextInput id={`${formId}-amount`} label={T.amount} value={amount} onChange={(e) => setAmount(e.currentTarget.value)} inputMode="decimal" w={140} />
        <Select
          label={T.method}
          data={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
          value={method}
          onChange={setMethod}
          allowDeselect={false}
          w={200}
        />
        <NumberInput label={T.installments} min={1} max={24} value={installments} onChange={setInstallments} w={100} />
        <Button type="submit" loading={record.isPending} disabled={!amount.trim() || !method}>
          {T.paymentSubmit}
        </Button>
      </Group>
    </form>
  );
}

import { APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS, type AppointmentStatus, type Room, type StaffOption, fullName, outOfShiftMessage } from '@clinic/domain';
import { isWithinShift } from '@clinic/domain';
import { Alert, Button, Group, List, SegmentedControl, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconClockExclamation } from '@tabler/icons-react';
import { useRef, useState } from 'react';

import { StaleRecordAlert } from '../../components/stale-record-alert';
import { useDiscardGuard } from '../../components/discard-guard';
import { Slot } from '../../lib/feature-slots';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc';
import { useRecordVersion } from '../../lib/use-record-version';
import { activeRooms } from './agenda-slots';
import { AppointmentExtraFields } from './appointment-extra-fields';
import {
  type AppointmentFormValues,
  type DialogTarget,
  MAIN_ROW_KEY,
  editAppointmentValues,
  newAppointmentValues,
  slotRows,
  toCreateInputs,
  toUpdateInput,
  validateAppointment,
} from './appointment-form-values';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';
import { CancelAppointmentModal } from './cancel-appointment-modal';
import { DialogAttendance } from './dialog-attendance';
import { ExtraRows } from './extra-rows';
import { type PickedPatient, PatientPicker } from './patient-picker';
import { QuickPatientModal } from './quick-patient-modal';
import { SlotDateField, SlotRoomField, SlotTimeField } from './slot-fields';
import { useCreateAppointments, useUpdateAppointment } from './use-appointment-mutations';
import { useSlotConflicts } from './use-slot-conflicts';

interface AppointmentFormProps {
  target: DialogTarget;
  title: string;
  onDone: () => void;
  rooms: Room[];
  physiotherapists: StaffOption[];
  defaultPhysiotherapistId: number | null;
}

const STATUS_OPTIONS = APPOINTMENT_STATUSES.map((value) => ({ value, label: APPOINTMENT_STATUS_LABELS[value] }));

/** Every field of spec §2 and §5, with live conflict checks and the shift warning. */
export function AppointmentForm({ target, title, onDone, rooms, physiotherapists, defaultPhysiotherapistId }: AppointmentFormProps) {
  const editing = target.kind === 'edit' ? target.appointment : null;
  const columns = activeRooms(rooms);
  const blockRoomId = columns[0]?.id ?? null;
  const form = useForm<AppointmentFormValues>({
    initialValues: editing ? editAppointmentValues(editing) : newAppointmentValues(target.kind === 'new' ? target.start : { date: '', time: '', roomId: null }, defaultPhysiotherapistId),
    validate: validateAppointment,
  });
  const [patient, setPatient] = useState<PickedPatient | null>(
    editing?.patient && editing.patientId !== null ? { id: editing.patientId, label: fullName(editing.patient) } : null,
  );
  const utils = trpc.useUtils();
  const recordVersion = useRecordVersion(editing, {
    fetch: () => utils.appointments.get.fetch({ id: editing!.id }, { staleTime: 0 }),
    refill: (fresh) => {
      form.setValues(editAppointmentValues(fresh));
      form.resetDirty(editAppointmentValues(fresh));
      setPatient(fresh.patient && fresh.patientId !== null ? { id: fresh.patientId, label: fullName(fresh.patient) } : null);
    },
  });
  const [quickOpened, setQuickOpened] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const requestClose = useDiscardGuard(() => form.isDirty(), onDone);
  const keyCounter = useRef(1);
  const nextKey = () => keyCounter.current++;

  const create = useCreateAppointments();
  const update = useUpdateAppointment();
  const saving = create.isPending || update.isPending;

  const { values } = form;
  const block = values.mode === 'block';
  const rows = slotRows(values, blockRoomId);
  // An edit that keeps the patient's day and hour asks nothing about the patient: an overlap kept
  // from before the patient rule must not stop its payment or notes from being saved.
  const samePatientSlot = editing && values.patientId === editing.patientId && values.date === editing.date && values.time === editing.time;
  const conflicts = useSlotConflicts(rows, values.physiotherapistId, block || samePatientSlot ? null : values.patientId, editing?.id);

  // Physiotherapists to choose from: the active ones (and the one already booked, on an edit).
  const physiotherapistOptions = physiotherapists
    .filter((p) => p.isActive || p.id === editing?.physiotherapistId)
    .map((p) => ({ value: String(p.id), label: fullName(p) }));
  const physiotherapist = physiotherapists.find((p) => p.id === values.physiotherapistId);
  const outOfShift = physiotherapist && rows.some((row) => row.time && !isWithinShift(physiotherapist.shift, row.time));

  const submit = async (current: AppointmentFormValues) => {
    if (conflicts.count > 0) return;
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, ...toUpdateInput(current, blockRoomId), version: recordVersion.version });
      } else {
        const inputs = toCreateInputs(current, blockRoomId);
        if (inputs.length === 1 && inputs[0]) await create.single.mutateAsync(inputs[0]);
        else await create.batch.mutateAsync({ appointments: inputs });
      }
      onDone();
    } catch (error) {
      if (!recordVersion.catchStale(error)) applyServerFieldErrors(form, error);
    }
  };

  const conflictLines = [...conflicts.byRow.entries()].flatMap(([key, state]) => {
    const index = values.extras.findIndex((row) => row.key === key);
    return state.messages.map((message) => (key === MAIN_ROW_KEY ? message : `${T.extraRowLabel(index + 1)}: ${message}`));
  });

  return (
    <>
      <form aria-label={title} noValidate onSubmit={form.onSubmit((v) => void submit(v))}>
        <Stack gap="md">
          <SegmentedControl
            aria-label={T.modeLabel}
            fullWidth
            data={[
              { value: 'appointment', label: T.appointmentMode },
              { value: 'block', label: T.blockMode },
            ]}
            {...form.getInputProps('mode')}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <SlotDateField {...form.getInputProps('date')} />
            <SlotTimeField {...form.getInputProps('time')} />
            <SlotRoomField
              {...form.getInputProps('roomId')}
              value={block ? blockRoomId : values.roomId}
              disabled={block}
              rooms={columns}
            />
          </SimpleGrid>
          {conflicts.count > 0 && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={T.conflictBanner} role="alert" data-testid="conflict-banner">
              <List size="sm" spacing={2}>
                {conflictLines.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: block ? 1 : 2 }} spacing="sm">
            {!block && (
              <PatientPicker
                value={patient}
                onChange={(picked) => {
                  setPatient(picked);
                  form.setFieldValue('patientId', picked?.id ?? null);
                }}
                onQuickCreate={() => setQuickOpened(true)}
                error={form.errors.patientId}
              />
            )}
            <Select
              label={T.physiotherapistField}
              withAsterisk
              placeholder={T.selectPlaceholder}
              data={physiotherapistOptions}
              searchable
              nothingFoundMessage={T.nothingFound}
              {...form.getInputProps('physiotherapistId')}
              value={values.physiotherapistId === null ? null : String(values.physiotherapistId)}
              onChange={(id) => form.setFieldValue('physiotherapistId', id === null ? null : Number(id))}
              comboboxProps={{ withinPortal: true, zIndex: 400 }}
            />
          </SimpleGrid>
          {!block && values.patientId !== null && <Slot name="NoShowFlag" patientId={values.patientId} />}
          {!block && values.patientId !== null && (
            <Slot name="PackageBooking" patientId={values.patientId} dates={rows.flatMap((row) => (row.date ? [row.date] : []))} appointment={editing} />
          )}
          {outOfShift && (
            <Alert color="yellow" variant="light" icon={<IconClockExclamation />} title={T.shiftWarningTitle} data-testid="shift-warning">
              {outOfShiftMessage(physiotherapist.firstName)}
            </Alert>
          )}
          {!block && <AppointmentExtraFields form={form} />}
          {editing && (
            <Select
              label={T.statusField}
              data={STATUS_OPTIONS}
              allowDeselect={false}
              value={values.status}
              onChange={(status) => status && form.setFieldValue('status', status as AppointmentStatus)}
              comboboxProps={{ withinPortal: true, zIndex: 400 }}
            />
          )}
          <StaleRecordAlert state={recordVersion} />
          {!editing && <ExtraRows form={form} rooms={columns} conflicts={conflicts.byRow} nextKey={nextKey} />}
          <Textarea label={T.notes} placeholder={T.notesPlaceholder} autosize minRows={2} maxRows={6} maxLength={2000} {...form.getInputProps('notes')} />
          <Group justify="space-between" gap="sm" mt="xs">
            <Group gap="sm">
              {editing && editing.status !== 'cancelled' && (
                <Button variant="subtle" color="red" onClick={() => setConfirmCancel(true)} disabled={saving}>
                  {T.cancelAppointment}
                </Button>
              )}
              {editing && <DialogAttendance appointment={editing} onDone={onDone} />}
              {editing && <Slot name="EvolutionButton" appointment={editing} onSigned={onDone} />}
            </Group>
            <Group gap="sm">
              <Button variant="default" onClick={requestClose} disabled={saving}>
                {T.cancel}
              </Button>
              <Button type="submit" loading={saving} disabled={conflicts.count > 0} color={conflicts.count > 0 ? 'red' : undefined}>
                {conflicts.count === 0 ? T.save : conflicts.count === 1 ? T.conflictOne : T.conflictMany}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>

      <QuickPatientModal
        opened={quickOpened}
        onClose={() => setQuickOpened(false)}
        onCreated={(created) => {
          setPatient({ id: created.id, label: fullName(created) });
          form.setFieldValue('patientId', created.id);
          setQuickOpened(false);
        }}
      />
      {editing && (
        <CancelAppointmentModal
          appointment={editing}
          opened={confirmCancel}
          onClose={() => setConfirmCancel(false)}
          onCancelled={() => {
            setConfirmCancel(false);
            onDone();
          }}
        />
      )}
    </>
  );
}

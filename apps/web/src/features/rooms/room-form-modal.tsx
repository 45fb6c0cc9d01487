import { ROOM_NAME_MAX, type Room, type RoomInput, ZRoomInput } from '@clinic/domain';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';

import { FormModal, useFormDiscardGuard } from '../../components/discard-guard';
import { FormActions } from '../../components/form-actions';
import { StaleRecordAlert } from '../../components/stale-record-alert';
import { appErrorCode, errorMessage } from '../../lib/api-errors';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc';
import { refillForm, useRecordVersion } from '../../lib/use-record-version';
import { DeactivationWarning } from './deactivation-warning';
import { ROOMS_SCREEN_TEXT as T } from './rooms.text';
import { useCreateRoom, useUpdateRoom } from './use-room-mutations';

interface RoomFormModalProps {
  opened: boolean;
  /** The room being edited; `null` creates a new one. */
  room: Room | null;
  onClose: () => void;
}

export function RoomFormModal({ opened, room, onClose }: RoomFormModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={room ? T.editRoom : T.newRoom}>
      {/* Mounted afresh on every opening, so the form starts from the room's current values. */}
      <RoomForm room={room} onDone={onClose} />
    </FormModal>
  );
}

const roomFormValues = (room: Room): RoomInput => ({ name: room.name, isActive: room.isActive });

function RoomForm({ room, onDone }: { room: Room | null; onDone: () => void }) {
  const createRoom = useCreateRoom();
  const updateRoom = useUpdateRoom();
  const saving = createRoom.isPending || updateRoom.isPending;
  const form = useForm<RoomInput>({
    initialValues: room ? roomFormValues(room) : { name: '', isActive: true },
    validate: schemaResolver(ZRoomInput, { sync: true }),
  });
  const utils = trpc.useUtils();
  const recordVersion = useRecordVersion(room, {
    fetch: async () => (await utils.rooms.list.fetch(undefined, { staleTime: 0 })).find((r) => r.id === room?.id),
    refill: refillForm(form, roomFormValues),
  });
  const requestClose = useFormDiscardGuard(form, onDone);

  const showServerErrors = (error: unknown) => {
    if (recordVersion.catchStale(error) || applyServerFieldErrors(form, error)) return;
    if (appErrorCode(error) === 'ROOM_NAME_TAKEN') form.setFieldError('name', errorMessage(error));
  };

  const submit = (values: RoomInput) => {
    const input = ZRoomInput.parse(values);
    const callbacks = { onSuccess: onDone, onError: showServerErrors };
    if (room) updateRoom.mutate({ id: room.id, ...input, version: recordVersion.version }, callbacks);
    else createRoom.mutate(input, callbacks);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <TextInput
          label={T.nameLabel}
          placeholder={T.namePlaceholder}
          withAsterisk
          maxLength={ROOM_NAME_MAX}
          autoComplete="off"
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Checkbox label={T.activeLabel} key={form.key('isActive')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
        {room?.isActive && !form.values.isActive && <DeactivationWarning roomId={room.id} />}
        <StaleRecordAlert state={recordVersion} />
        <FormActions saving={saving} onCancel={requestClose} mt="xs" />
      </Stack>
    </form>
  );
}

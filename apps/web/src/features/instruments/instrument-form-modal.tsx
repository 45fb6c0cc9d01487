import { INSTRUMENTS, type Instrument, type InstrumentId, type ScoreResult } from '@clinic/domain';
import { Alert, Button, Group, NativeSelect, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';

import { FormModal, useDiscardGuard } from '../../components/discard-guard';
import { SignConfirmModal, useSignConfirm } from '../../components/sign-confirm';
import { errorMessage, fieldErrors } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { type DraftAnswers, InstrumentFields } from './instrument-fields';
import { InstrumentScoreCard } from './instrument-score-card';
import { INSTRUMENTS_SCREEN_TEXT as T } from './instruments.text';
import { useCreateInstrumentRecord, useSignInstrumentRecord } from './use-instruments-mutations';

/** What the form sends: the answers given (unanswered items left out); the server scores them again. */
const answersOf = (answers: DraftAnswers) => Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== null && v !== undefined));

/** The missing answers of the score's refusals, by item (and the count for the live hint). */
function errorsOf(result: ScoreResult): Record<string, string> {
  if (result.ok) return {};
  return Object.fromEntries(result.errors.map((e) => [e.itemId ?? '_form', e.message]));
}

/** 'Novo instrumento': choose one, answer it, see the score computed live, save as a draft or save and sign. */
export function InstrumentFormModal({ patientId, opened, onClose }: { patientId: number; opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <FormModal opened={opened} onClose={onClose} title={T.newInstrument} size="xl" fullScreen={phone} centered={!phone}>
      {opened && <InstrumentForm patientId={patientId} onDone={onClose} />}
    </FormModal>
  );
}

function InstrumentForm({ patientId, onDone }: { patientId: number; onDone: () => void }) {
  const list = trpc.instruments.list.useQuery();
  const [instrumentId, setInstrumentId] = useState<InstrumentId | ''>('');
  const [answers, setAnswers] = useState<DraftAnswers>({});
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateInstrumentRecord();
  const sign = useSignInstrumentRecord();
  const requestClose = useDiscardGuard(() => Object.keys(answersOf(answers)).length > 0, onDone);

  const instrument: Instrument | undefined = INSTRUMENTS.find((i) => i.id === instrumentId);
  const result = instrument?.score(answersOf(answers));
  const itemErrors = showErrors && result ? { ...errorsOf(result), ...serverErrors } : serverErrors;
  const missing = result && !result.ok ? result.errors.length : 0;
  const enabled = new Map((list.data ?? []).map((i) => [i.id, i.enabled]));
  const saving = create.isPending || sign.isPending;
  const signing = useSignConfirm(saving);
  const { canSign } = signing;

  const choose = (id: string) => {
    setInstrumentId(id as InstrumentId);
    setAnswers({});
    setShowErrors(false);
    setServerErrors({});
    setFormError(null);
  };

  const save = async () => {
    if (!instrument || !result) return null;
    if (!result.ok) {
      setShowErrors(true);
      return null;
    }
    try {
      return await create.mutateAsync({ id: patientId, kind: instrument.id, content: { answers: answersOf(answers) } });
    } catch (error) {
      const fields = fieldErrors(error);
      setServerErrors(Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.split('.').at(-1) ?? path, message])));
      setFormError(errorMessage(error));
      return null;
    }
  };

  const saveDraft = async () => {
    if (await save()) onDone();
  };
  const saveAndSign = async () => {
    const saved = await save();
    signing.close();
    if (!saved) return;
    sign.mutate({ id: saved.id }, { onSettled: onDone });
  };

  return (
    <>
      <form
        aria-label={T.newInstrument}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void saveDraft();
        }}
      >
        <Stack gap="md">
          <NativeSelect
            label={T.chooseInstrument}
            value={instrumentId}
            onChange={(event) => choose(event.currentTarget.value)}
            data={[
              { value: '', label: T.chooseInstrumentPlaceholder },
              ...INSTRUMENTS.map((i) => ({
                value: i.id,
                label: enabled.get(i.id) === false ? `${i.title}${T.disabledSuffix}` : i.title,
                disabled: enabled.get(i.id) === false,
              })),
            ]}
          />
          {list.isError && <Text c="red.8" fz="sm">{T.loadError}</Text>}
          {instrument && (
            <>
              <Text fz="sm" c="dimmed">
                {T.versionOf(instrument.title, instrument.version)}
              </Text>
              <Text fz="sm">{instrument.instructions}</Text>
              <InstrumentFields
                instrument={instrument}
                answers={answers}
                errors={itemErrors}
                onChange={(id, value) => {
                  setAnswers((previous) => ({ ...previous, [id]: value }));
                  setServerErrors({});
                }}
              />
              {result?.ok ? (
                <InstrumentScoreCard title={instrument.shortTitle} score={result.score} />
              ) : (
                <Text fz="sm" c="dimmed" role="status" aria-live="polite">
                  {missing > 0 ? T.missing(missing) : ''}
                </Text>
              )}
              {showErrors && result && !result.ok && (
                <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
                  {result.errors.find((e) => !e.itemId)?.message ?? T.fixErrors}
                </Alert>
              )}
              {formError && (
                <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
                  {formError}
                </Alert>
              )}
              <Text fz="xs" c="dimmed">
                {T.source}: {instrument.source}
              </Text>
            </>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={requestClose} disabled={saving}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="light" loading={create.isPending} disabled={!instrument}>
              {T.saveDraft}
            </Button>
            <Tooltip label={T.needsCrefito} disabled={canSign}>
              <Button
                leftSection={<IconSignature size={18} aria-hidden />}
                onClick={() => {
                  if (result?.ok) signing.ask();
                  else setShowErrors(true);
                }}
                disabled={!canSign || saving || !instrument}
              >
                {T.saveAndSign}
              </Button>
            </Tooltip>
          </Group>
        </Stack>
      </form>
      <SignConfirmModal {...signing.modal} onConfirm={() => void saveAndSign()} />
    </>
  );
}

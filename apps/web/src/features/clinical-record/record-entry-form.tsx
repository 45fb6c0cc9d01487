import { type RecordEntry, type RecordTemplate, findTemplate, latestTemplate } from '@clinic/domain';
import { Alert, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconLink, IconSignature } from '@tabler/icons-react';

import { FormModal, useDiscardGuard } from '../../components/discard-guard';
import { SignConfirmModal, useSignConfirm } from '../../components/sign-confirm';
import { fieldErrors } from '../../lib/api-errors';
import { CLINICAL_RECORD_SCREEN_TEXT as T } from './clinical-record.text';
import { type RecordFormValues, formErrorsFromServer, recordContentOf, recordFormValues, validateRecordForm } from './record-answers';
import { RecordTemplateFields } from './record-template-fields';
import { useCreateRecordEntry, useSignRecordEntry, useUpdateRecordEntry } from './use-clinical-record-mutations';

/** What the form opens on: a new entry of a template (maybe linked to an appointment), or the author's draft. */
export type RecordFormTarget =
  | { kind: 'new'; patientId: number; templateId: 'pelvic-assessment' | 'evolution'; appointmentId?: number; appointmentLabel?: string }
  | { kind: 'edit'; entry: RecordEntry };

interface RecordEntryFormModalProps {
  opened: boolean;
  target: RecordFormTarget | null;
  /** Changes on every opening, so the form starts afresh. */
  session: number;
  onClose: () => void;
  /** The entry was signed from this form (the agenda then closes the appointment it completed). */
  onSigned?: () => void;
}

const titleOf = (target: RecordFormTarget) =>
  target.kind === 'edit' ? T.formEditDraft : target.templateId === 'evolution' ? T.formNewEvolution : T.formNewAssessment;

const templateOf = (target: RecordFormTarget): RecordTemplate | undefined =>
  target.kind === 'edit' ? findTemplate(target.entry.templateId, target.entry.templateVersion) : latestTemplate(target.templateId);

/** 'Nova avaliação', 'Nova evolução' or 'Editar rascunho': the template's form in a dialog, full screen on phones. */
export function RecordEntryFormModal({ opened, target, session, onClose, onSigned }: RecordEntryFormModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const title = target ? titleOf(target) : '';
  const template = target && templateOf(target);
  return (
    <FormModal opened={opened} onClose={onClose} title={title} size="xl" fullScreen={phone} centered={!phone}>
      {target && template && <RecordEntryForm key={session} target={target} template={template} title={title} onDone={onClose} onSigned={onSigned} />}
    </FormModal>
  );
}

interface RecordEntryFormProps {
  target: RecordFormTarget;
  template: RecordTemplate;
  title: string;
  onDone: () => void;
  onSigned?: () => void;
}

function RecordEntryForm({ target, template, title, onDone, onSigned }: RecordEntryFormProps) {
  const editing = target.kind === 'edit' ? target.entry : null;
  const form = useForm<RecordFormValues>({
    initialValues: recordFormValues(template, editing?.content ?? null),
    validate: (values) => validateRecordForm(template, values),
  });
  const requestClose = useDiscardGuard(() => form.isDirty(), onDone);
  const create = useCreateRecordEntry();
  const update = useUpdateRecordEntry();
  const sign = useSignRecordEntry();
  const saving = create.isPending || update.isPending || sign.isPending;
  const signing = useSignConfirm(saving);
  const { canSign } = signing;

  const save = async (values: RecordFormValues): Promise<RecordEntry | null> => {
    const content = recordContentOf(template, values);
    try {
      if (editing) return await update.mutateAsync({ id: editing.id, content });
      if (target.kind !== 'new') return null;
      const kind = template.kind === 'evolucao' ? 'evolucao' : 'avaliacao';
      return await create.mutateAsync({ id: target.patientId, kind, templateId: target.templateId, appointmentId: target.appointmentId ?? null, content });
    } catch (error) {
      form.setErrors(formErrorsFromServer(fieldErrors(error)));
      return null;
    }
  };

  const saveDraft = async (values: RecordFormValues) => {
    if (await save(values)) onDone();
  };

  const saveAndSign = async () => {
    const values = form.getValues();
    const saved = await save(values);
    signing.close();
    if (!saved) return;
    form.resetDirty();
    sign.mutate({ id: saved.id }, { onSuccess: () => onSigned?.(), onSettled: onDone });
  };

  const askToSign = () => {
    if (!form.validate().hasErrors) signing.ask();
  };

  return (
    <>
      <form aria-label={title} noValidate onSubmit={form.onSubmit((values) => void saveDraft(values))}>
        <Stack gap="md">
          {target.kind === 'new' && target.appointmentLabel && (
            <Group gap={6} c="dimmed" fz="sm">
              <IconLink size={16} aria-hidden />
              <Text fz="sm">{target.appointmentLabel}</Text>
            </Group>
          )}
          <Text fz="sm" c="dimmed">
            {T.templateVersion(template.title, template.version)}
          </Text>
          <RecordTemplateFields template={template} form={form} />
          {Object.keys(form.errors).length > 0 && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
              {T.fieldsRequired}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={requestClose} disabled={saving}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="light" loading={create.isPending || update.isPending}>
              {T.saveDraft}
            </Button>
            <Tooltip label={T.needsCrefito} disabled={canSign}>
              <Button
                leftSection={<IconSignature size={18} aria-hidden />}
                onClick={askToSign}
                disabled={!canSign || saving}
                aria-describedby={canSign ? undefined : 'record-form-sign-reason'}
              >
                {T.saveAndSign}
              </Button>
            </Tooltip>
          </Group>
          {!canSign && (
            <Text id="record-form-sign-reason" fz="xs" c="dimmed" ta="right">
              {T.needsCrefito}
            </Text>
          )}
        </Stack>
      </form>
      <SignConfirmModal {...signing.modal} onConfirm={() => void saveAndSign()} />
    </>
  );
}

import type { Patient } from '@clinic/domain';
import { Alert, Divider, List, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

import { useFormDiscardGuard } from '../../components/discard-guard';
import { FormActions } from '../../components/form-actions';
import { StaleRecordAlert } from '../../components/stale-record-alert';
import { appErrorCode, errorMessage } from '../../lib/api-errors';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc';
import { refillForm, useRecordVersion } from '../../lib/use-record-version';
import { PatientFormFields } from './patient-form-fields';
import {
  type PatientFormValues,
  ZPatientFormValues,
  patientFormValues,
  toCreatePatientInput,
  toUpdatePatientInput,
  validationMessages,
} from './patient-form-values';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';
import { useWhatsappConsentField } from './patient-whatsapp-consent';
import { useCreatePatient, useUpdatePatient } from './use-patient-mutations';

/** Where each catalogued server error belongs in the form. */
const FIELD_BY_ERROR_CODE: Record<string, keyof PatientFormValues> = { PATIENT_CPF_TAKEN: 'cpf' };

const resolve = schemaResolver(ZPatientFormValues, { sync: true });

interface PatientFormProps {
  /** The patient being edited; `null` creates a new one. */
  patient: Patient | null;
  onDone: () => void;
}

export function PatientForm({ patient, onDone }: PatientFormProps) {
  const createPatient = useCreatePatient();
  const updatePatient = useUpdatePatient();
  const saving = createPatient.isPending || updatePatient.isPending;
  const [submitted, setSubmitted] = useState(false);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  // The form mounts when the card opens: start typing in its first field.
  useEffect(() => firstFieldRef.current?.focus({ preventScroll: true }), []);
  const form = useForm<PatientFormValues>({ initialValues: patientFormValues(patient), validate: resolve });
  const utils = trpc.useUtils();
  const recordVersion = useRecordVersion(patient, {
    fetch: () => utils.patients.get.fetch({ id: patient!.id }, { staleTime: 0 }),
    refill: refillForm(form, patientFormValues),
  });
  const consent = useWhatsappConsentField(patient);
  const requestClose = useFormDiscardGuard({ isDirty: () => form.isDirty() || consent.dirty }, onDone);

  const showServerErrors = (error: unknown) => {
    if (recordVersion.catchStale(error) || applyServerFieldErrors(form, error)) return;
    const code = appErrorCode(error);
    const field = code ? FIELD_BY_ERROR_CODE[code] : undefined;
    if (field) form.setFieldError(field, errorMessage(error));
  };

  const submit = (values: PatientFormValues) => {
    const callbacks = {
      onSuccess: (saved: Patient) => consent.save(saved.id).then(onDone, showServerErrors),
      onError: showServerErrors,
    };
    const loaded = recordVersion.current;
    if (loaded) updatePatient.mutate({ id: loaded.id, ...toUpdatePatientInput(values, loaded), version: loaded.version }, callbacks);
    else createPatient.mutate(toCreatePatientInput(values), callbacks);
  };

  const summary = submitted ? validationMessages(form.errors) : [];

  return (
    <form
      noValidate
      aria-label={patient ? T.editPatient : T.newPatient}
      onSubmit={form.onSubmit(submit, () => setSubmitted(true))}
    >
      <Stack gap="lg">
        {summary.length > 0 && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} title={T.validationTitle} role="alert">
            <List size="sm" spacing={2}>
              {summary.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}

        {patient?.registrationIncomplete && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title={T.registrationIncomplete}>
            {T.registrationIncompleteHint}
          </Alert>
        )}

        <PatientFormFields form={form} firstFieldRef={firstFieldRef} />
        {consent.field}

        <Divider />
        <StaleRecordAlert state={recordVersion} />
        <FormActions saving={saving} onCancel={requestClose} />
      </Stack>
    </form>
  );
}

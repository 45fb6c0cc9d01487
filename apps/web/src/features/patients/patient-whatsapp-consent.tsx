import { type Patient, WHATSAPP_CONSENT_TEXT, WHATSAPP_TEXT } from '@clinic/domain';
import { Checkbox, Text } from '@mantine/core';
import { useState } from 'react';

import { useSetWhatsappConsent } from './use-patient-mutations';

/**
 * The patient's consent to WhatsApp reminders: a checkbox with the exact text stored with it.
 * Saved after the patient (a new one has no id before), only when it changed.
 */
export function useWhatsappConsentField(patient: Patient | null) {
  const initial = patient?.whatsappConsent.optedIn ?? false;
  const [optedIn, setOptedIn] = useState(initial);
  const setConsent = useSetWhatsappConsent();
  const field = (
    <Checkbox
      checked={optedIn}
      onChange={(event) => setOptedIn(event.currentTarget.checked)}
      label={WHATSAPP_TEXT.consentLabel}
      description={<Text component="span" fz="xs" c="dimmed">{WHATSAPP_CONSENT_TEXT}</Text>}
    />
  );
  const save = async (patientId: number) => {
    if (optedIn === initial) return;
    await setConsent.mutateAsync({ id: patientId, optedIn, source: 'formulario' });
  };
  return { field, save, dirty: optedIn !== initial };
}

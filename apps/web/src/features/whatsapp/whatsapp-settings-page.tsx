import type { WhatsappSettings, WhatsappSettingsInput } from '@clinic/domain';
import { Alert, NumberInput, PasswordInput, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useId, useState } from 'react';

import { ConfiguredBadge, SaveRow, SavingForm } from '../../components/form-actions';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import { permissionScreen } from '../../components/require-permission';
import { TitledSection } from '../../components/titled-section';
import { Slot } from '../../lib/feature-slots';
import { trpc } from '../../lib/trpc';
import { useSaveWhatsappSettings } from './use-whatsapp-mutations';
import { WHATSAPP_SCREEN_TEXT as T } from './whatsapp.text';

export const WhatsappSettingsPage = permissionScreen('whatsapp:settings', T, SettingsScreen);

function SettingsScreen() {
  const settings = trpc.whatsapp.getSettings.useQuery();
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      {settings.isPending && (
        <Stack role="status" aria-label="Carregando">
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      )}
      {settings.isError && <LoadErrorAlert title={T.loadError} query={settings} retryLabel={T.retry} />}
      {settings.isSuccess && <SettingsForm key={settings.dataUpdatedAt} settings={settings.data} />}
      <Slot name="MetaLeadsSettings" />
      <Slot name="ClinicSettings" />
      <Slot name="PrivacySettings" />
    </>
  );
}

type Draft = Record<'phoneNumberId' | 'businessAccountId' | 'templateName' | 'templateLanguage' | 'quietStart' | 'quietEnd', string> &
  Record<'accessToken' | 'appSecret' | 'verifyToken', string> & {
    sendHour: number | string;
    secondReminderHours: number | string;
    lateCancelHours: number | string;
  };

function draftOf(settings: WhatsappSettings): Draft {
  return {
    phoneNumberId: settings.phoneNumberId ?? '',
    businessAccountId: settings.businessAccountId ?? '',
    accessToken: '',
    appSecret: '',
    verifyToken: '',
    templateName: settings.templateName ?? '',
    templateLanguage: settings.templateLanguage,
    sendHour: settings.sendHour,
    secondReminderHours: settings.secondReminderHours ?? '',
    quietStart: settings.quietStart,
    quietEnd: settings.quietEnd,
    lateCancelHours: settings.lateCancelHours,
  };
}

/** What to send: the plain fields as they are, a secret only when something was typed (blank keeps it). */
function inputOf(draft: Draft): WhatsappSettingsInput {
  const secret = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    phoneNumberId: draft.phoneNumberId,
    businessAccountId: draft.businessAccountId,
    accessToken: secret(draft.accessToken),
    appSecret: secret(draft.appSecret),
    verifyToken: secret(draft.verifyToken),
    templateName: draft.templateName,
    templateLanguage: draft.templateLanguage,
    sendHour: Number(draft.sendHour),
    secondReminderHours: draft.secondReminderHours === '' ? null : Number(draft.secondReminderHours),
    quietStart: draft.quietStart,
    quietEnd: draft.quietEnd,
    lateCancelHours: Number(draft.lateCancelHours),
  };
}

function SettingsForm({ settings }: { settings: WhatsappSettings }) {
  const [draft, setDraft] = useState(() => draftOf(settings));
  const save = useSaveWhatsappSettings();
  const accountId = useId();
  const remindersId = useId();
  const policyId = useId();
  const set = (name: keyof Draft) => (value: string | number) => setDraft((current) => ({ ...current, [name]: value }));
  const text = (name: keyof Draft) => ({
    value: String(draft[name]),
    onChange: (event: { currentTarget: { value: string } }) => set(name)(event.currentTarget.value),
  });
  const secretHint = (saved: boolean) => (saved ? T.secretSaved : T.secretMissing);
  const webhookUrl = `${window.location.origin}/api/webhooks/whatsapp`;

  return (
    <SavingForm label={T.section} onSave={() => save.mutate(inputOf(draft))}>
      <Stack gap="lg">
        <TitledSection titleId={accountId} title={T.accountSection}>
          <Stack gap="sm">
            <ConfiguredBadge icon={<IconBrandWhatsapp size={20} aria-hidden />} configured={settings.configured} text={[T.configured, T.notConfigured]} />
            {!settings.configured && (
              <Alert variant="light" color="blue">
                {T.manualMode}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={T.phoneNumberId} {...text('phoneNumberId')} />
              <TextInput label={T.businessAccountId} {...text('businessAccountId')} />
              <PasswordInput label={T.accessToken} description={secretHint(settings.hasAccessToken)} autoComplete="off" {...text('accessToken')} />
              <PasswordInput label={T.appSecret} description={secretHint(settings.hasAppSecret)} autoComplete="off" {...text('appSecret')} />
              <PasswordInput label={T.verifyToken} description={secretHint(settings.hasVerifyToken)} autoComplete="off" {...text('verifyToken')} />
              <TextInput label={T.webhookUrl} value={webhookUrl} readOnly />
              <TextInput label={T.templateName} {...text('templateName')} />
              <TextInput label={T.templateLanguage} {...text('templateLanguage')} />
            </SimpleGrid>
          </Stack>
        </TitledSection>
        <TitledSection titleId={remindersId} title={T.remindersSection}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label={T.sendHour} min={0} max={23} value={draft.sendHour} onChange={set('sendHour')} />
            <NumberInput label={T.secondReminderHours} min={1} max={72} value={draft.secondReminderHours} onChange={set('secondReminderHours')} />
            <TextInput label={T.quietStart} type="time" {...text('quietStart')} />
            <TextInput label={T.quietEnd} type="time" {...text('quietEnd')} />
          </SimpleGrid>
        </TitledSection>
        <TitledSection titleId={policyId} title={T.policySection}>
          <NumberInput label={T.lateCancelHours} min={0} max={168} value={draft.lateCancelHours} onChange={set('lateCancelHours')} maw={320} />
        </TitledSection>
        <SaveRow label={T.save} saving={save.isPending} error={save.error} />
      </Stack>
    </SavingForm>
  );
}

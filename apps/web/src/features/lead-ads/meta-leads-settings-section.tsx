import type { MetaLeadsSettings, MetaLeadsSettingsInput } from '@clinic/domain';
import { Alert, Button, Group, NumberInput, PasswordInput, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandMeta } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';

import { ConfiguredBadge, SaveRow, SavingForm } from '../../components/form-actions';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { TitledSection } from '../../components/titled-section';
import { trpc } from '../../lib/trpc';
import { LEAD_ADS_SCREEN_TEXT as T } from './lead-ads.text';
import { useBackfillMetaLeads, useSaveMetaLeadsSettings } from './use-lead-ads-mutations';

/** 'Meta Lead Ads' on the settings screen: Page ids, secrets (never shown back) and the backfill. */
export function MetaLeadsSettingsSection() {
  const titleId = useId();
  const settings = trpc.leadAds.getSettings.useQuery();
  return (
    <TitledSection titleId={titleId} title={T.section} mt="lg">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {T.description}
        </Text>
        {settings.isPending && (
          <Stack role="status" aria-label="Carregando">
            <Skeleton h={44} />
          </Stack>
        )}
        {settings.isError && <LoadErrorAlert title={T.loadError} query={settings} />}
        {settings.isSuccess && <SettingsForm key={settings.dataUpdatedAt} settings={settings.data} />}
        {settings.isSuccess && <BackfillForm />}
      </Stack>
    </TitledSection>
  );
}

interface Draft {
  pageIds: string;
  pageAccessToken: string;
  appSecret: string;
  verifyToken: string;
}

function inputOf(draft: Draft): MetaLeadsSettingsInput {
  const secret = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    pageIds: draft.pageIds
      .split(/[\s,;]+/)
      .map((id) => id.trim())
      .filter(Boolean),
    pageAccessToken: secret(draft.pageAccessToken),
    appSecret: secret(draft.appSecret),
    verifyToken: secret(draft.verifyToken),
  };
}

function SettingsForm({ settings }: { settings: MetaLeadsSettings }) {
  const [draft, setDraft] = useState<Draft>({ pageIds: settings.pageIds.join(', '), pageAccessToken: '', appSecret: '', verifyToken: '' });
  const save = useSaveMetaLeadsSettings();
  const text = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [name]: value }));
    },
  });
  const hint = (saved: boolean) => (saved ? T.secretSaved : T.secretMissing);
  return (
    <SavingForm label={T.section} onSave={() => save.mutate(inputOf(draft))}>
      <Stack gap="sm">
        <ConfiguredBadge icon={<IconBrandMeta size={20} aria-hidden />} configured={settings.configured} text={[T.configured, T.notConfiguredBadge]} />
        {settings.appSecretFromWhatsapp && (
          <Alert variant="light" color="blue">
            {T.appSecretShared}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={T.pageIds} {...text('pageIds')} />
          <PasswordInput label={T.pageAccessToken} description={hint(settings.hasPageAccessToken)} autoComplete="off" {...text('pageAccessToken')} />
          <PasswordInput
            label={T.appSecret}
            description={settings.hasAppSecret ? T.secretSaved : T.appSecretHint}
            autoComplete="off"
            {...text('appSecret')}
          />
          <PasswordInput label={T.verifyToken} description={hint(settings.hasVerifyToken)} autoComplete="off" {...text('verifyToken')} />
          <TextInput label={T.webhookUrl} value={`${window.location.origin}/api/webhooks/meta-leads`} readOnly />
        </SimpleGrid>
        <SaveRow label={T.save} saving={save.isPending} error={save.error} />
      </Stack>
    </SavingForm>
  );
}

/** 'Buscar leads dos últimos N dias' of one form. */
function BackfillForm() {
  const [formId, setFormId] = useState('');
  const [days, setDays] = useState<number | string>(7);
  const backfill = useBackfillMetaLeads();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    backfill.mutate({ formId: formId.trim(), days: Number(days) });
  };
  return (
    <form onSubmit={submit} aria-label={T.backfillTitle} noValidate>
      <Stack gap="xs">
        <Text fw={600}>{T.backfillTitle}</Text>
        <Group align="flex-end" wrap="wrap">
          <TextInput label={T.backfillFormId} value={formId} onChange={(event) => setFormId(event.currentTarget.value)} inputMode="numeric" />
          <NumberInput label={T.backfillDays} min={1} max={90} value={days} onChange={setDays} w={120} />
          <Button type="submit" variant="default" loading={backfill.isPending}>
            {T.backfillSubmit}
          </Button>
        </Group>
        {backfill.error && (
          <Text c="red" role="alert" fz="sm">
            {backfill.error.message}
          </Text>
        )}
      </Stack>
    </form>
  );
}

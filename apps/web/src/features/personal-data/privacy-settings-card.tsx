import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { trpc } from '../../lib/trpc';
import { usePermission } from '../../lib/use-permission';
import { PERSONAL_DATA_SCREEN_TEXT as T } from './personal-data.text';
import { useUpdatePersonalDataSettings } from './use-personal-data';

/** On /settings: the months after which leads never converted are anonymised (admin only). */
export function PrivacySettingsCard() {
  const allowed = usePermission('privacy:administer');
  if (!allowed) return null;
  return <PrivacySettingsForm />;
}

function PrivacySettingsForm() {
  const settings = trpc.personalData.settings.useQuery();
  const update = useUpdatePersonalDataSettings();
  const [months, setMonths] = useState<number | string | null>(null);
  const value = months ?? settings.data?.leadAnonymizeMonths ?? '';
  const valid = typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 240;
  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="privacy-settings-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="privacy-settings-title">
          {T.settingsTitle}
        </Title>
        <Text fz="sm" c="dimmed">
          {T.settingsHint}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NumberInput
            label={T.leadAnonymizeMonthsLabel}
            min={1}
            max={240}
            allowDecimal={false}
            value={value}
            onChange={setMonths}
            disabled={settings.isPending}
            error={months !== null && !valid ? T.leadAnonymizeMonthsInvalid : undefined}
            w={{ base: '100%', sm: 320 }}
          />
          <Button
            onClick={() => valid && update.mutate({ leadAnonymizeMonths: value }, { onSuccess: () => setMonths(null) })}
            disabled={!valid || months === null}
            loading={update.isPending}
          >
            {T.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

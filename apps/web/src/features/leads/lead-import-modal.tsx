import { LEAD_IMPORT_FIELDS, LEAD_IMPORT_FIELD_LABELS } from '@clinic/domain';
import { Alert, Badge, Button, Checkbox, FileInput, Group, Loader, Modal, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconFileSpreadsheet } from '@tabler/icons-react';

import { toneOf } from '../../lib/badge-tone';
import { LeadImportPreviewTable, LeadImportProblems } from './lead-import-preview';
import { LEADS_SCREEN_TEXT as T } from './leads.text';
import { IMPORT_ACCEPT } from './read-lead-import-file';
import { type LeadImportState, useLeadImport } from './use-lead-import';

/** 'Importar': the page remounts it on every opening, so each import starts afresh. */
export function LeadImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const state = useLeadImport(onClose);
  return (
    <Modal
      opened={opened}
      onClose={state.importing ? () => undefined : onClose}
      title={T.importTitle}
      size="xl"
      fullScreen={phone}
    >
      <Stack gap="md">
        <FileInput
          label={T.importFile}
          description={T.importFileHint}
          placeholder={T.importFilePlaceholder}
          accept={IMPORT_ACCEPT}
          value={state.file}
          onChange={(file) => void state.chooseFile(file)}
          leftSection={<IconFileSpreadsheet size={18} stroke={1.6} />}
          clearable
          clearButtonProps={{ 'aria-label': 'Remover arquivo' }}
          disabled={state.importing}
          error={state.readError}
          data-autofocus
        />
        {state.reading && <Progress text={T.importReading} />}
        {state.sheet && <ImportBody state={state} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={state.importing}>
            {T.cancel}
          </Button>
          <Button
            onClick={state.submit}
            loading={state.importing}
            disabled={!state.result || state.count === 0 || state.limitError !== null}
          >
            {T.importSubmit(state.count)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Progress({ text }: { text: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" />
      <Text fz="sm" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}

function ImportBody({ state }: { state: LeadImportState }) {
  const sheet = state.sheet!;
  const options = sheet.headers.map((header, index) => ({ value: String(index), label: T.importColumnName(header, index) }));
  return (
    <>
      <Text fz="sm" fw={500}>
        {T.importFileSummary(sheet.fileName, state.rows.length)}
      </Text>
      <Stack gap={6} component="section" aria-label={T.importMapping}>
        <Title order={3} fz="sm" fw={600}>
          {T.importMapping}
        </Title>
        <Text fz="xs" c="dimmed">
          {T.importMappingHint}
        </Text>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          {LEAD_IMPORT_FIELDS.map((field) => (
            <Select
              key={field}
              label={LEAD_IMPORT_FIELD_LABELS[field]}
              aria-label={T.importColumnLabel(LEAD_IMPORT_FIELD_LABELS[field])}
              placeholder={T.importColumnPlaceholder}
              data={options}
              value={state.columns[field] === null ? null : String(state.columns[field])}
              onChange={(value) => state.setColumn(field, value === null ? null : Number(value))}
              withAsterisk
              // The clear button is mouse-only in Mantine; choosing the selected column again clears it too.
              clearable
              comboboxProps={{ withinPortal: true }}
              disabled={state.importing}
            />
          ))}
        </SimpleGrid>
      </Stack>

      {state.limitError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {state.limitError}
        </Alert>
      )}
      {state.checking && <Progress text={T.importChecking} />}
      {state.checkError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={T.importCheckError} role="alert">
          <Group justify="space-between" gap="xs">
            <Text fz="sm">{state.checkError}</Text>
            <Button size="xs" variant="default" onClick={state.retryCheck}>
              {T.retry}
            </Button>
          </Group>
        </Alert>
      )}

      {state.result && (
        <>
          <Group gap="xs" aria-label={T.importCounts} role="group" data-testid="lead-import-counts">
            <Badge variant="light" {...toneOf('green')} tt="none" fw={600}>
              {T.importValid(state.result.valid)}
            </Badge>
            <Badge variant="light" {...toneOf('red')} tt="none" fw={600}>
              {T.importInvalidCount(state.result.invalid)}
            </Badge>
            <Badge variant="light" {...toneOf('orange')} tt="none" fw={600}>
              {T.importDuplicateCount(state.result.duplicates)}
            </Badge>
          </Group>
          <LeadImportProblems rows={state.rows} verdicts={state.verdicts} />
          {state.result.duplicates > 0 && (
            <Checkbox
              label={T.importSkipDuplicates}
              description={T.importSkipDuplicatesHint}
              checked={state.skipDuplicates}
              onChange={(event) => state.setSkipDuplicates(event.currentTarget.checked)}
              disabled={state.importing}
            />
          )}
        </>
      )}
      {state.rows.length > 0 && <LeadImportPreviewTable rows={state.rows} verdicts={state.verdicts} />}
    </>
  );
}

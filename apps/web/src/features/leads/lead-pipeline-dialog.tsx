import {
  LEAD_MANUAL_INTERACTION_KINDS,
  LEAD_PIPELINE_LIMITS,
  LEAD_PIPELINE_MESSAGES,
  LEAD_STAGES,
  LEAD_STAGE_COLORS,
  type Lead,
  type LeadStage,
  type LeadManualInteractionKind,
} from '@clinic/domain';
import { Badge, Button, Divider, Group, Loader, Modal, NativeSelect, SegmentedControl, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';

import { LoadErrorAlert } from '../../components/load-error-alert';
import { trpc } from '../../lib/trpc';
import { useStageMover } from './lead-board';
import { PIPELINE_TEXT as T } from './lead-pipeline.text';
import { formatMoment, toLocalInput, useAddLeadInteraction, useSetLeadNextContact } from './use-lead-pipeline';

interface LeadPipelineDialogProps {
  leadId: number | null;
  opened: boolean;
  onClose: () => void;
}

/** A lead's pipeline: its stage, 'Próximo contato', the timeline and the form to add an interaction. */
export function LeadPipelineDialog({ leadId, opened, onClose }: LeadPipelineDialogProps) {
  const lead = trpc.leads.get.useQuery({ id: leadId ?? 0 }, { enabled: opened && leadId !== null });
  return (
    <Modal opened={opened} onClose={onClose} title={lead.data?.name ?? T.timeline} size="lg">
      {lead.isPending && <Loader size="sm" aria-label={T.timeline} />}
      {lead.isError && <LoadErrorAlert title={T.timelineError} query={lead} retryLabel={T.retry} />}
      {lead.data && <LeadPipelineBody key={lead.data.id} lead={lead.data} />}
    </Modal>
  );
}

function LeadPipelineBody({ lead }: { lead: Lead }) {
  const mover = useStageMover();
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        <Badge color={LEAD_STAGE_COLORS[lead.stage]} variant="light">
          {T.stageLabels[lead.stage]}
        </Badge>
        <Text size="sm" c="dimmed">
          {lead.whatsapp} · {lead.origin}
          {lead.campaignName ? ` · ${T.campaign}: ${lead.campaignName}` : ''}
        </Text>
      </Group>
      {lead.stage === 'perdido' && lead.lostReason && <Text size="sm">{T.lostReasonShown(lead.lostReason)}</Text>}
      <Text size="sm">
        {T.firstContact}: {lead.firstContactAt ? formatMoment(lead.firstContactAt) : T.none}
      </Text>
      <StageSelect lead={lead} onMove={(stage) => mover.request(lead, stage)} busy={mover.busy} />
      <NextContactForm lead={lead} />
      <Divider />
      <InteractionForm lead={lead} />
      <Divider />
      <Timeline leadId={lead.id} />
      {mover.modal}
    </Stack>
  );
}

function StageSelect({ lead, onMove, busy }: { lead: Lead; onMove: (stage: LeadStage) => void; busy: boolean }) {
  return (
    <NativeSelect
      label={T.stage}
      value={lead.stage}
      disabled={busy}
      data={LEAD_STAGES.map((s) => ({ value: s, label: T.stageLabels[s] }))}
      onChange={(event) => onMove(event.currentTarget.value as LeadStage)}
    />
  );
}

function NextContactForm({ lead }: { lead: Lead }) {
  const save = useSetLeadNextContact();
  const [value, setValue] = useState(toLocalInput(lead.nextContactAt));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ id: lead.id, nextContactAt: value || null });
      }}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput type="datetime-local" label={T.nextContact} value={value} onChange={(event) => setValue(event.currentTarget.value)} style={{ flex: '1 1 200px' }} />
        <Button type="submit" variant="light" loading={save.isPending}>
          {T.nextContactSave}
        </Button>
        {lead.nextContactAt && (
          <Button
            variant="subtle"
            color="gray"
            disabled={save.isPending}
            onClick={() => {
              setValue('');
              save.mutate({ id: lead.id, nextContactAt: null });
            }}
          >
            {T.nextContactClear}
          </Button>
        )}
      </Group>
    </form>
  );
}

function InteractionForm({ lead }: { lead: Lead }) {
  const add = useAddLeadInteraction();
  const [kind, setKind] = useState<LeadManualInteractionKind>('ligacao');
  const [note, setNote] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      aria-label={T.addInteraction}
      onSubmit={(event) => {
        event.preventDefault();
        if (!note.trim()) {
          setError(LEAD_PIPELINE_MESSAGES.noteRequired);
          return;
        }
        add.mutate(
          { id: lead.id, kind, note: note.trim(), ...(next ? { nextContactAt: next } : {}) },
          {
            onSuccess: () => {
              setNote('');
              setNext('');
            },
          },
        );
      }}
    >
      <Stack gap="xs">
        <Title order={3} size="h5">
          {T.addInteraction}
        </Title>
        <SegmentedControl
          aria-label={T.kind}
          value={kind}
          onChange={(value) => setKind(value as LeadManualInteractionKind)}
          data={LEAD_MANUAL_INTERACTION_KINDS.map((k) => ({ value: k, label: T.interactionLabels[k] }))}
        />
        <Textarea
          label={T.note}
          placeholder={T.notePlaceholder}
          value={note}
          error={error}
          maxLength={LEAD_PIPELINE_LIMITS.note}
          autosize
          minRows={2}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setError(null);
          }}
        />
        <TextInput type="datetime-local" label={T.nextContactOptional} value={next} onChange={(event) => setNext(event.currentTarget.value)} />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Timeline({ leadId }: { leadId: number }) {
  const items = trpc.leads.interactions.useQuery({ id: leadId });
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {T.timeline}
      </Title>
      {items.isPending && <Loader size="sm" aria-label={T.timeline} />}
      {items.isError && <LoadErrorAlert title={T.timelineError} query={items} retryLabel={T.retry} />}
      {items.data && items.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {T.timelineEmpty}
        </Text>
      )}
      {items.data && items.data.length > 0 && (
        <Stack component="ol" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={T.timeline}>
          {items.data.map((item) => (
            <li key={item.id} style={{ borderLeft: '3px solid var(--mantine-color-blue-4)', paddingLeft: 8 }}>
              <Text size="sm" fw={600}>
                {T.interactionLabels[item.kind]}
                {item.kind === 'etapa' &&
                  ` · ${T.stageChange(item.fromStage && T.stageLabels[item.fromStage], item.toStage && T.stageLabels[item.toStage])}`}
              </Text>
              {item.note && (
                <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {item.note}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {formatMoment(item.createdAt)} · {item.userName ?? T.automatic}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

import { LEAD_STAGES, LEAD_STAGE_COLORS, type Lead, type LeadStage } from '@clinic/domain';
import { Badge, Box, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';

import { LeadLostModal } from './lead-lost-modal';
import { PIPELINE_TEXT as T } from './lead-pipeline.text';
import { formatMoment, useMoveLeadStage } from './use-lead-pipeline';

const DRAG_TYPE = 'application/x-clinic-lead';

/** Moves a lead; 'perdido' first asks the reason. */
export function useStageMover() {
  const move = useMoveLeadStage();
  const [lost, setLost] = useState<{ lead: Lead; session: number } | null>(null);
  const [session, setSession] = useState(0);
  const request = (lead: Lead, stage: LeadStage) => {
    if (stage === lead.stage) return;
    if (stage === 'perdido') {
      setSession((s) => s + 1);
      setLost({ lead, session: session + 1 });
      return;
    }
    move.mutate({ id: lead.id, stage });
  };
  const modal = (
    <LeadLostModal
      key={lost?.session ?? 0}
      opened={lost !== null}
      name={lost?.lead.name ?? ''}
      busy={move.isPending}
      onCancel={() => setLost(null)}
      onConfirm={(reason) => {
        if (!lost) return;
        move.mutate({ id: lost.lead.id, stage: 'perdido', lostReason: reason }, { onSuccess: () => setLost(null) });
      }}
    />
  );
  return { request, modal, busy: move.isPending };
}

interface LeadBoardProps {
  leads: Lead[];
  total: number;
  onOpen: (lead: Lead) => void;
}

/**
 * The board (issue #25): one column per stage with its count; a card moves by dragging it with the
 * mouse onto another column, or with the keyboard through its 'Mover para' select. Columns scroll
 * sideways on a narrow screen.
 */
export function LeadBoard({ leads, total, onOpen }: LeadBoardProps) {
  const mover = useStageMover();
  const [over, setOver] = useState<LeadStage | null>(null);
  const byStage = new Map<LeadStage, Lead[]>(LEAD_STAGES.map((stage) => [stage, []]));
  for (const lead of leads) byStage.get(lead.stage)?.push(lead);
  const drop = (stage: LeadStage) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const id = Number(event.dataTransfer.getData(DRAG_TYPE));
    const lead = leads.find((l) => l.id === id);
    if (lead) mover.request(lead, stage);
  };
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {T.boardHint} {total > leads.length ? T.boardTruncated(leads.length, total) : ''}
      </Text>
      <Box
        data-testid="lead-board"
        style={{ display: 'flex', gap: 'var(--mantine-spacing-sm)', overflowX: 'auto', paddingBottom: 'var(--mantine-spacing-xs)', alignItems: 'flex-start' }}
      >
        {LEAD_STAGES.map((stage) => {
          const cards = byStage.get(stage)!;
          const headingId = `lead-board-${stage}`;
          return (
            <Paper
              key={stage}
              component="section"
              aria-labelledby={headingId}
              data-stage={stage}
              withBorder
              p="xs"
              bg={over === stage ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)'}
              style={{ flex: '0 0 260px', minHeight: 160 }}
              onDragOver={(event) => {
                if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(stage);
              }}
              onDragLeave={() => setOver((current) => (current === stage ? null : current))}
              onDrop={drop(stage)}
            >
              <Group justify="space-between" mb="xs" wrap="nowrap">
                <Title order={3} size="h5" id={headingId}>
                  {T.stageLabels[stage]}
                </Title>
                <Badge color={LEAD_STAGE_COLORS[stage]} variant="light" aria-label={T.columnCount(T.stageLabels[stage], cards.length)}>
                  {cards.length}
                </Badge>
              </Group>
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {cards.length === 0 && (
                  <Text component="li" size="sm" c="dimmed" ta="center" py="md">
                    {T.emptyColumn}
                  </Text>
                )}
                {cards.map((lead) => (
                  <LeadCard key={lead.id} lead={lead} onOpen={onOpen} onMove={(to) => mover.request(lead, to)} busy={mover.busy} />
                ))}
              </Stack>
            </Paper>
          );
        })}
      </Box>
      {mover.modal}
    </Stack>
  );
}

function LeadCard({ lead, onOpen, onMove, busy }: { lead: Lead; onOpen: (lead: Lead) => void; onMove: (stage: LeadStage) => void; busy: boolean }) {
  return (
    <Paper
      component="li"
      withBorder
      p="xs"
      draggable
      data-lead-id={lead.id}
      style={{ cursor: 'grab' }}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.setData(DRAG_TYPE, String(lead.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
    >
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {lead.name}
      </Text>
      <Text size="xs" c="dimmed">
        {lead.whatsapp} · {lead.origin}
      </Text>
      {lead.nextContactAt && (
        <Group gap={4} mt={4}>
          <IconClock size={14} aria-hidden />
          <Text size="xs">
            {T.nextContact}: {formatMoment(lead.nextContactAt)}
          </Text>
        </Group>
      )}
      {lead.stage === 'perdido' && lead.lostReason && (
        <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {T.lostReasonShown(lead.lostReason)}
        </Text>
      )}
      <Group gap="xs" mt="xs" wrap="nowrap" align="flex-end">
        <NativeSelect
          size="xs"
          aria-label={T.moveToAria(lead.name)}
          value=""
          disabled={busy}
          style={{ flex: 1 }}
          data={[{ value: '', label: T.moveTo }, ...LEAD_STAGES.filter((s) => s !== lead.stage).map((s) => ({ value: s, label: T.stageLabels[s] }))]}
          onChange={(event) => {
            const value = event.currentTarget.value as LeadStage | '';
            if (value) onMove(value);
          }}
        />
        <Button size="xs" variant="light" aria-label={T.openAria(lead.name)} onClick={() => onOpen(lead)}>
          {T.open}
        </Button>
      </Group>
    </Paper>
  );
}

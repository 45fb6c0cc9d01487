import { WAITLIST_OFFER_STATUS_LABELS, type WaitlistEntry, formatClockTime, formatIsoDate } from '@clinic/domain';
import { Badge, Button, Group, Modal, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useState } from 'react';

import { refetchUnlessAnsweredAtStart } from '../../lib/start-answers';
import { trpc } from '../../lib/trpc';
import { useAnswerOffer, useOfferSlot } from './use-waitlist-mutations';
import classes from './waitlist.module.css';
import { patientName } from './waitlist-list';
import { WAITLIST_SCREEN_TEXT as T } from './waitlist.text';

export interface WaitlistCellProps {
  date: string;
  time: string;
  roomId: number;
  roomName: string;
}

/**
 * On a freed cell of the agenda (a cancelled appointment's slot nothing holds now): how many
 * waitlist entries fit it ('Lista de espera: 3'), and the dialog that offers it to them. Every
 * cell of a day shares one request (read afresh whenever a newly freed cell appears).
 */
export function WaitlistCell({ date, time, roomId, roomName }: WaitlistCellProps) {
  const [opened, setOpened] = useState(false);
  // Read afresh whenever a cell is drawn, except by the first render of a visit that starts on the
  // agenda, which the start's answer draws (first-screen-data.ts; a cell freed later reads afresh).
  const freed = trpc.waitlist.freedSlots.useQuery({ date }, { staleTime: 0, refetchOnMount: (query) => refetchUnlessAnsweredAtStart(query) });
  const cell = freed.data?.find((slot) => slot.time === time && slot.roomId === roomId);
  if (!cell) return null;
  return (
    <>
      <UnstyledButton
        className={classes.cellButton}
        aria-label={T.cellCountLabel(cell.matches.length, time, roomName)}
        onClick={() => setOpened(true)}
        data-testid="waitlist-cell"
        data-cell-footer
      >
        {T.cellCount(cell.matches.length)}
      </UnstyledButton>
      <Modal opened={opened} onClose={() => setOpened(false)} title={T.offerTitle(`${formatIsoDate(date)} às ${time}`, roomName)} size="lg">
        <Text fz="sm" c="gray.7" mb="sm">
          {T.matchesFor(cell.matches.length)}
        </Text>
        <Stack gap="sm">
          {cell.matches.map((entry) => (
            <MatchRow key={entry.id} entry={entry} slot={{ date, time, roomId }} />
          ))}
        </Stack>
      </Modal>
    </>
  );
}

function MatchRow({ entry, slot }: { entry: WaitlistEntry; slot: { date: string; time: string; roomId: number } }) {
  const offerSlot = useOfferSlot();
  const { accept, decline, refreshAfterRefusal } = useAnswerOffer();
  const offer = entry.lastOffer;
  const forThisSlot = offer && offer.date === slot.date && offer.time === slot.time && offer.roomId === slot.roomId ? offer : null;
  const live = forThisSlot?.status === 'pendente' ? forThisSlot : null;
  const busy = offerSlot.isPending || accept.isPending || decline.isPending;
  return (
    <Paper withBorder p="sm" data-testid="waitlist-match">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Group gap="xs">
            <Text fw={600}>{patientName(entry)}</Text>
            {entry.urgent && (
              <Badge color="red" size="sm" tt="none">
                {T.urgent}
              </Badge>
            )}
          </Group>
          <Text fz="sm" c="gray.7">
            {[entry.patient.phone, entry.physiotherapist ? T.withPhysiotherapist(entry.physiotherapist.firstName) : T.anyPhysiotherapistLong].join(' · ')}
          </Text>
          {entry.notes && <Text fz="sm">{entry.notes}</Text>}
          {live && <Text fz="xs" fw={600} c="gray.8">{T.offerHolds(formatClockTime(live.expiresAt))}</Text>}
          {forThisSlot && !live && <Text fz="xs" c="gray.7">{WAITLIST_OFFER_STATUS_LABELS[forThisSlot.status]}</Text>}
        </div>
        <Group gap="xs">
          {live ? (
            <>
              <Button component="a" href={live.whatsappLink} target="_blank" rel="noreferrer" size="xs" color="#1b6e2d" leftSection={<IconBrandWhatsapp size={16} aria-hidden />}>
                {T.openWhatsapp}
              </Button>
              <Button size="xs" variant="light" loading={accept.isPending} disabled={busy} onClick={() => accept.mutate({ id: live.id }, { onError: () => void refreshAfterRefusal() })}>
                {T.accepted}
              </Button>
              <Button size="xs" variant="default" loading={decline.isPending} disabled={busy} onClick={() => decline.mutate({ id: live.id })}>
                {T.declined}
              </Button>
            </>
          ) : (
            <Button size="xs" loading={offerSlot.isPending} disabled={busy} onClick={() => offerSlot.mutate({ id: entry.id, ...slot })}>
              {forThisSlot ? T.offerAgain : T.offer}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

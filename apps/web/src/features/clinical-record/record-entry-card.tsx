import { type RecordEntry, findTemplate, formatDateTime, instrumentById } from '@clinic/domain';
import { Badge, Box, Button, type ButtonProps, Collapse, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconPencil, IconPrinter, IconSignature, IconTrash, IconTextPlus } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';

import { DetailList } from '../../components/detail-list';
import { CLINICAL_RECORD_SCREEN_TEXT as T } from './clinical-record.text';
import { RecordContentView } from './record-content-view';
import { RecordInstrumentView } from './record-instrument-view';
import { entryTitle } from './record-entry-title';
import { recordPrintLink } from './record-links';
import type { TimelineItem } from './record-timeline';

export interface EntryActions {
  /** The signed-in user's id: only the author edits, deletes or signs a draft. */
  userId: number;
  canWrite: boolean;
  /** The user has a CREFITO: she may sign. */
  canSign: boolean;
  onEdit: (entry: RecordEntry) => void;
  onRemove: (entry: RecordEntry) => void;
  onSign: (entry: RecordEntry) => void;
  onAddendum: (entry: RecordEntry) => void;
}

/** Who signed, with her CREFITO, when, and the content's hash (or 'Rascunho' with its dates). */
function SignatureLines({ entry }: { entry: RecordEntry }) {
  const rows =
    entry.status === 'assinado'
      ? [
          { label: T.author, value: entry.authorName },
          { label: T.crefito, value: entry.signedCrefito ?? T.noAnswer },
          { label: T.signedAt, value: entry.signedAt ? formatDateTime(entry.signedAt) : T.noAnswer },
          { label: T.hash, value: <span style={{ fontFamily: 'ui-monospace, monospace', fontSize: 12 }}>{entry.contentHash}</span> },
        ]
      : [
          { label: T.author, value: entry.authorName },
          { label: T.updatedAt, value: formatDateTime(entry.updatedAt) },
        ];
  return <DetailList rows={rows} />;
}

function StatusBadge({ entry }: { entry: RecordEntry }) {
  return entry.status === 'assinado' ? (
    <Badge variant="light" color="teal" tt="none">
      {T.signed}
    </Badge>
  ) : (
    <Badge variant="light" color="yellow" c="dark" tt="none">
      {T.draft}
    </Badge>
  );
}

/** One entry of the timeline: heading, status, signature, its content on demand, its actions and its addenda. */
export function RecordEntryCard({ item, actions, patientId }: { item: TimelineItem; actions: EntryActions | null; patientId: number }) {
  const { entry, addenda } = item;
  const titleId = useId();
  const contentId = useId();
  const [open, setOpen] = useState(entry.status === 'rascunho');
  const title = entryTitle(entry);
  const instrument = instrumentById(entry.kind);
  const template = instrument ? { title: instrument.title, version: entry.templateVersion } : findTemplate(entry.templateId, entry.templateVersion);
  const mine = actions !== null && entry.authorId === actions.userId;
  const draft = entry.status === 'rascunho';

  return (
    <Paper component="li" withBorder shadow="xs" p={{ base: 'sm', sm: 'md' }} aria-labelledby={titleId} data-testid="record-entry">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Box miw={0}>
            <Title order={3} fz="md" id={titleId}>
              {title}
            </Title>
            {template && (
              <Text fz="xs" c="dimmed">
                {T.templateVersion(template.title, template.version)}
              </Text>
            )}
          </Box>
          <StatusBadge entry={entry} />
        </Group>
        {entry.content && <SignatureLines entry={entry} />}
        {entry.content && (
          <>
            <Group gap="xs" wrap="wrap">
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => setOpen((o) => !o)}
                aria-expanded={open}
                aria-controls={contentId}
                rightSection={open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
              >
                {open ? T.hideContent : T.showContent}
              </Button>
              {actions && <EntryButtons entry={entry} title={title} actions={actions} mine={mine} patientId={patientId} />}
            </Group>
            <Collapse expanded={open} id={contentId} role="region" aria-label={T.contentOf(title)}>
              {instrument ? (
                <RecordInstrumentView kind={entry.kind} content={entry.content} />
              ) : (
                <RecordContentView templateId={entry.templateId} templateVersion={entry.templateVersion} content={entry.content} />
              )}
            </Collapse>
          </>
        )}
        {addenda.length > 0 && (
          <Stack gap="xs" component="ul" aria-label={T.addendaOf(title)} m={0} p={0} style={{ listStyle: 'none' }}>
            {addenda.map((addendum) => (
              <AddendumItem key={addendum.id} addendum={addendum} />
            ))}
          </Stack>
        )}
        {draft && !mine && actions?.canWrite && (
          <Text fz="xs" c="dimmed">
            {T.onlyAuthor}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function EntryButtons({ entry, title, actions, mine, patientId }: { entry: RecordEntry; title: string; actions: EntryActions; mine: boolean; patientId: number }) {
  const draft = entry.status === 'rascunho';
  return (
    <>
      {draft && mine && actions.canWrite && (
        <>
          {!instrumentById(entry.kind) && (
            <Button variant="default" size="compact-sm" leftSection={<IconPencil size={16} aria-hidden />} aria-label={T.editAria(title)} onClick={() => actions.onEdit(entry)}>
              {T.edit}
            </Button>
          )}
          <SigningButton canSign={actions.canSign} name={T.signAria(title)} icon={<IconSignature size={16} aria-hidden />} onClick={() => actions.onSign(entry)}>
            {T.sign}
          </SigningButton>
          <Button variant="subtle" color="red" size="compact-sm" leftSection={<IconTrash size={16} aria-hidden />} aria-label={T.removeAria(title)} onClick={() => actions.onRemove(entry)}>
            {T.remove}
          </Button>
        </>
      )}
      {!draft && actions.canWrite && (
        <SigningButton
          canSign={actions.canSign}
          name={T.addendumAria(title)}
          variant="default"
          icon={<IconTextPlus size={16} aria-hidden />}
          onClick={() => actions.onAddendum(entry)}
        >
          {T.addendum}
        </SigningButton>
      )}
      {!draft && (
        <Button
          variant="subtle"
          size="compact-sm"
          component={Link}
          to={recordPrintLink(patientId, entry.id)}
          leftSection={<IconPrinter size={16} aria-hidden />}
          aria-label={T.printEntryAria(title)}
        >
          {T.print}
        </Button>
      )}
    </>
  );
}

interface SigningButtonProps {
  canSign: boolean;
  /** The button's accessible name ('Assinar Avaliação de…'); without a CREFITO the reason is added to it. */
  name: string;
  icon: ReactNode;
  variant?: ButtonProps['variant'];
  onClick: () => void;
  children: ReactNode;
}

/**
 * A button that signs ('Assinar', 'Adendo'): without a CREFITO on the profile it stays in place,
 * marked disabled (still focusable, so its tooltip can say why) and does nothing.
 */
function SigningButton({ canSign, name, icon, variant, onClick, children }: SigningButtonProps) {
  return (
    <Tooltip label={T.needsCrefito} disabled={canSign}>
      <Button
        size="compact-sm"
        variant={variant}
        leftSection={icon}
        aria-label={canSign ? name : `${name}: ${T.needsCrefito}`}
        data-disabled={!canSign || undefined}
        aria-disabled={!canSign || undefined}
        onClick={canSign ? onClick : (event) => event.preventDefault()}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

/** An addendum under its original: who, why, when, the hash and the text. */
function AddendumItem({ addendum }: { addendum: RecordEntry }) {
  const text = addendum.content?.answers.text;
  return (
    <Box component="li" pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }} data-testid="record-addendum">
      <Text fz="sm" fw={700}>
        {T.kindAddendum} · {formatDateTime(addendum.createdAt)}
      </Text>
      {addendum.content ? (
        <Stack gap={4} mt={4}>
          <DetailList
            rows={[
              { label: T.reason, value: addendum.reason ?? T.noAnswer },
              { label: T.author, value: addendum.authorName },
              { label: T.crefito, value: addendum.signedCrefito ?? T.noAnswer },
              { label: T.signedAt, value: addendum.signedAt ? formatDateTime(addendum.signedAt) : T.noAnswer },
            ]}
          />
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {typeof text === 'string' ? text : ''}
          </Text>
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {T.hash}: <span style={{ fontFamily: 'ui-monospace, monospace' }}>{addendum.contentHash}</span>
          </Text>
        </Stack>
      ) : null}
    </Box>
  );
}

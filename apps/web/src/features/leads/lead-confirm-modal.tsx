import type { Lead } from '@clinic/domain';
import { Text } from '@mantine/core';
import { useState } from 'react';

import { ConfirmRowModal } from '../../components/confirm-modal';
import { LEADS_SCREEN_TEXT as T } from './leads.text';
import { useConvertLead, useDeleteLead, useUnconvertLead } from './use-lead-mutations';

export type LeadConfirmKind = 'convert' | 'unconvert' | 'delete';

/** The confirmation asked before a row action; lead and kind outlive `opened` so the closing dialog keeps its text. */
export function useLeadConfirm() {
  const [state, setState] = useState<{ opened: boolean; kind: LeadConfirmKind; lead: Lead | null }>({
    opened: false,
    kind: 'convert',
    lead: null,
  });
  return {
    ...state,
    open: (kind: LeadConfirmKind, lead: Lead) => setState({ opened: true, kind, lead }),
    close: () => setState((current) => ({ ...current, opened: false })),
  };
}

const COPY = {
  convert: { title: T.convertTitle, confirm: T.convertConfirm, color: 'teal', question: T.confirmConvert },
  unconvert: { title: T.unconvertTitle, confirm: T.unconvertConfirm, color: 'orange', question: T.confirmUnconvert },
  delete: { title: T.deleteTitle, confirm: T.delete, color: 'red', question: () => T.confirmDelete },
} as const;

interface LeadConfirmModalProps {
  /** The question asked (`useLeadConfirm`). */
  confirm: ReturnType<typeof useLeadConfirm>;
  onDeleted: (lead: Lead) => void;
}

/** Convert, unconvert or delete after the spec's question (§4, §5); closes when the call ends either way. */
export function LeadConfirmModal({ confirm, onDeleted }: LeadConfirmModalProps) {
  const actions = { convert: useConvertLead(), unconvert: useUnconvertLead(), delete: useDeleteLead() };
  const { kind } = confirm;
  const copy = COPY[kind];
  return (
    <ConfirmRowModal
      dialog={{ opened: confirm.opened, target: confirm.lead, close: confirm.close }}
      action={actions[kind]}
      onDone={kind === 'delete' ? onDeleted : undefined}
      title={copy.title}
      confirmLabel={copy.confirm}
      confirmColor={copy.color}
      size="md"
    >
      {(row) => <Text style={{ overflowWrap: 'anywhere' }}>{copy.question(row.name)}</Text>}
    </ConfirmRowModal>
  );
}

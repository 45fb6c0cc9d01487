import { type Payment, type PatientPackage, formatBRL } from '@clinic/domain';
import { Alert, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ChangeEvent, type ReactNode, useState } from 'react';

import { ConfirmModal } from '../../components/confirm-modal';
import { errorMessage } from '../../lib/api-errors';
import { PACKAGES_SCREEN_TEXT as T } from './packages.text';
import { useCancelPackage, useReversePayment } from './use-packages-mutations';

interface ReasonDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The reason field both dialogs ask for: required, its error in Portuguese until it is filled. */
function useReason() {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    reason,
    error,
    field: {
      value: reason,
      error,
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
        setReason(event.currentTarget.value);
        if (event.currentTarget.value.trim()) setError(null);
      },
    },
    /** The trimmed reason, or null after showing 'Informe o motivo'. */
    check: () => {
      const trimmed = reason.trim();
      if (!trimmed) setError(T.reasonRequired);
      return trimmed || null;
    },
    reset: () => {
      setReason('');
      setError(null);
    },
  };
}

function ServerError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert" data-testid="dialog-error">
      {errorMessage(error)}
    </Alert>
  );
}

interface ReasonModalProps extends ReasonDialogProps {
  title: string;
  confirmLabel: string;
  reasonLabel: string;
  reason: ReturnType<typeof useReason>;
  /** The mutation the dialog runs: its pending state and refusal show in the dialog. */
  action: { isPending: boolean; error: unknown; reset: () => void };
  /** Runs the action with the trimmed reason. */
  onReason: (reason: string) => void;
  /** What the dialog says, then fields before the reason. */
  children: ReactNode;
}

/** A dialog that needs a reason: what it does, the reason (required), then confirm; the server's refusal shows in it. */
function ReasonModal({ opened, onClose, title, confirmLabel, reasonLabel, reason, action, onReason, children }: ReasonModalProps) {
  const close = () => {
    action.reset();
    onClose();
  };
  const confirm = () => {
    const text = reason.check();
    if (text) onReason(text);
  };
  return (
    <ConfirmModal opened={opened} title={title} onClose={close} confirmLabel={confirmLabel} cancelLabel={T.keep} pending={action.isPending} onConfirm={confirm} size="md">
      <Stack gap="sm">
        {children}
        <Textarea label={reasonLabel} withAsterisk autosize minRows={2} maxLength={500} {...reason.field} />
        <ServerError error={action.error} />
      </Stack>
    </ConfirmModal>
  );
}

/** 'Cancelar pacote': what it does, the reason (required), then confirm; the server's refusal shows in the dialog. */
export function CancelPackageModal({ pkg, opened, onClose }: ReasonDialogProps & { pkg: PatientPackage }) {
  const reason = useReason();
  const cancel = useCancelPackage(() => {
    reason.reset();
    onClose();
  });
  return (
    <ReasonModal
      {...{ opened, onClose, reason }}
      title={T.cancelDialogTitle}
      confirmLabel={T.cancelConfirm}
      reasonLabel={T.cancelReason}
      action={cancel}
      onReason={(text) => cancel.mutate({ id: pkg.id, reason: text })}
    >
      <Text>{T.cancelDialogText(pkg.name)}</Text>
    </ReasonModal>
  );
}

/** 'Estornar pagamento': the amount (blank = what is left), the reason (required), then confirm. */
export function ReversePaymentModal({ payment, opened, onClose }: ReasonDialogProps & { payment: Payment }) {
  const reason = useReason();
  const [amount, setAmount] = useState('');
  const left = leftOf(payment);
  const reverse = useReversePayment(() => {
    reason.reset();
    setAmount('');
    onClose();
  });
  return (
    <ReasonModal
      {...{ opened, onClose, reason }}
      title={T.reverseDialogTitle}
      confirmLabel={T.reverseConfirm}
      reasonLabel={T.reversalReason}
      action={reverse}
      onReason={(text) => reverse.mutate({ id: payment.id, reason: text, amount: amount.trim() || undefined })}
    >
      <Text>{T.reverseDialogText(payment.receiptNumber, formatBRL(payment.amount))}</Text>
      <TextInput
        label={T.reverseAmount}
        description={T.reverseAmountHint(formatBRL(left))}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
      />
    </ReasonModal>
  );
}

/** What is left of a payment after its estornos, as the API's decimal string. */
function leftOf(payment: Payment): string {
  const cents = (decimal: string) => {
    const [whole, fraction = ''] = decimal.split('.');
    return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  };
  const left = cents(payment.amount) - cents(payment.reversed);
  return `${Math.floor(left / 100)}.${String(left % 100).padStart(2, '0')}`;
}

import { AD_ACCOUNT_TEXT as T, type AdAccount, type AdAccountFormValues, ZAdAccountInput } from '@clinic/domain';
import { Grid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';

import { useFormDiscardGuard } from '../../components/discard-guard';
import { ActiveRecordForm, DescriptionField, NameField } from '../../components/form-actions';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { useCreateAdAccount, useUpdateAdAccount } from './use-ad-accounts-mutations';
import { AD_ACCOUNTS_SCREEN_TEXT as S } from './ad-accounts.text';

type Values = Required<Pick<AdAccountFormValues, 'accountNumber' | 'name' | 'isActive'>> & { description: string };

const valuesOf = (account: AdAccount | null): Values => ({
  accountNumber: account?.accountNumber ?? '',
  name: account?.name ?? '',
  description: account?.description ?? '',
  isActive: account?.isActive ?? true,
});

export function AdAccountForm({ account, onDone }: { account: AdAccount | null; onDone: () => void }) {
  const create = useCreateAdAccount();
  const update = useUpdateAdAccount();
  const form = useForm<Values>({ initialValues: valuesOf(account), validate: schemaResolver(ZAdAccountInput, { sync: true }) });
  // 'Cancelar' and the card's heading ask before throwing unsaved typing away.
  const requestClose = useFormDiscardGuard(form, onDone);

  const submit = (values: Values) => {
    const input = ZAdAccountInput.parse(values);
    const callbacks = { onSuccess: onDone, onError: (error: unknown) => applyServerFieldErrors(form, error) };
    if (account) update.mutate({ id: account.id, ...input, description: input.description ?? null }, callbacks);
    else create.mutate(input, callbacks);
  };

  return (
    <ActiveRecordForm onSubmit={form.onSubmit(submit)} form={form} label={T.activeCheckbox} saving={create.isPending || update.isPending} onCancel={requestClose}>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <TextInput
          id="ad-account-number"
          label={T.accountNumber}
          description={T.accountNumberHint}
          placeholder={S.numberPlaceholder}
          withAsterisk
          maxLength={60}
          inputMode="numeric"
          autoComplete="off"
          key={form.key('accountNumber')}
          {...form.getInputProps('accountNumber')}
        />
      </Grid.Col>
      <NameField form={form} span={{ base: 12, md: 7 }} label={T.name} placeholder={S.namePlaceholder} />
      <DescriptionField form={form} label={T.description} placeholder={S.descriptionPlaceholder} maxRows={5} />
    </ActiveRecordForm>
  );
}

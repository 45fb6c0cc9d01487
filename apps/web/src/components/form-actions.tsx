import { Badge, Button, Grid, type GridColProps, Group, type GroupProps, Switch, Text, TextInput, type TextInputProps, Textarea, type TextareaProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/** 'Cancelar' and 'Salvar' at the end of every form: cancel is locked while saving. */
export function FormActions({ saving, onCancel, ...props }: { saving: boolean; onCancel: () => void } & GroupProps) {
  return (
    <Group justify="flex-end" gap="sm" {...props}>
      <Button variant="default" onClick={onCancel} disabled={saving}>
        Cancelar
      </Button>
      <Button type="submit" loading={saving}>
        Salvar
      </Button>
    </Group>
  );
}

/** The part of a Mantine form a field binds to: its key and its input props at one path. */
interface FormBinding<Path extends string> {
  key: (path: Path) => string;
  getInputProps: (path: Path, options?: { type?: 'input' | 'checkbox' }) => object;
}

interface ActiveSwitchActionsProps {
  form: FormBinding<'isActive'>;
  label: string;
  saving: boolean;
  onCancel: () => void;
}

/** The last row of a catalogue form: the 'isActive' switch on the left, 'Cancelar'/'Salvar' on the right. */
export function ActiveSwitchActions({ form, label, saving, onCancel }: ActiveSwitchActionsProps) {
  return (
    <Group justify="space-between" mt="lg" gap="sm">
      <Switch label={label} key={form.key('isActive')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
      <FormActions saving={saving} onCancel={onCancel} />
    </Group>
  );
}

/** The form's required 'name' (up to 200 characters) in a grid column. */
export function NameField({ form, span, ...props }: Omit<TextInputProps, 'form'> & { form: FormBinding<'name'>; span: GridColProps['span'] }) {
  return (
    <Grid.Col span={span}>
      <TextInput withAsterisk maxLength={200} autoComplete="off" key={form.key('name')} {...form.getInputProps('name')} {...props} />
    </Grid.Col>
  );
}

/** The form's free-text 'description' on a full grid row: grows from 2 rows up to maxRows, at most 2000 characters. */
export function DescriptionField({ form, ...props }: Omit<TextareaProps, 'form'> & { form: FormBinding<'description'> }) {
  return (
    <Grid.Col span={12}>
      <Textarea autosize minRows={2} maxLength={2000} key={form.key('description')} {...form.getInputProps('description')} {...props} />
    </Grid.Col>
  );
}

interface ActiveRecordFormProps extends ActiveSwitchActionsProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Between the fields and the last row (a stale-record alert). */
  notice?: ReactNode;
  /** The fields, as grid columns. */
  children: ReactNode;
}

/** A catalogue record's form: its fields on a grid, then the 'isActive' switch with 'Cancelar'/'Salvar'. */
export function ActiveRecordForm({ onSubmit, notice, children, ...actions }: ActiveRecordFormProps) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Grid gap="md">{children}</Grid>
      {notice}
      <ActiveSwitchActions {...actions} />
    </form>
  );
}

/** A settings form's end: the save's error, if any, then its one button (its own label, 'Salvar…'). */
export function SaveRow({ label, saving, error }: { label: string; saving: boolean; error?: { message: string } | null }) {
  return (
    <>
      {error && (
        <Text c="red" role="alert">
          {error.message}
        </Text>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={saving}>
          {label}
        </Button>
      </Group>
    </>
  );
}

/** A form the page submits itself (no browser validation, no reload): `onSave` runs on submit. */
export function SavingForm({ label, onSave, children }: { label: string; onSave: () => void; children: ReactNode }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      aria-label={label}
      noValidate
    >
      {children}
    </form>
  );
}

/** An integration's state: its icon, then 'Configurado' (teal) or its missing word (gray). */
export function ConfiguredBadge({ icon, configured, text }: { icon: ReactNode; configured: boolean; text: [yes: string, no: string] }) {
  return (
    <Group gap="xs">
      {icon}
      <Badge color={configured ? 'teal' : 'gray'} variant="light">
        {configured ? text[0] : text[1]}
      </Badge>
    </Group>
  );
}

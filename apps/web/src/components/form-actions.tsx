import { Button, Group, type GroupProps } from '@mantine/core';

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

import { Group, Radio } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

import { CLINICAL_RECORD_SCREEN_TEXT as T } from './clinical-record.text';
import type { RecordFormValues } from './record-answers';

/** A yes/no answer that may stay unanswered (held as true, false or null). */
export function YesNoField({ label, form, path }: { label: string; form: UseFormReturnType<RecordFormValues>; path: string }) {
  const { value, onChange, error } = form.getInputProps(path) as { value: boolean | null; onChange: (v: boolean | null) => void; error?: string };
  return (
    <Radio.Group
      label={label}
      error={error}
      value={value === null || value === undefined ? null : value ? 'sim' : 'nao'}
      onChange={(next) => onChange(next === 'sim')}
    >
      <Group gap="lg" mt={6}>
        <Radio value="sim" label={T.yes} />
        <Radio value="nao" label={T.no} />
      </Group>
    </Radio.Group>
  );
}

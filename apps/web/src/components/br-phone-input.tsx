import { formatPhoneInput } from '@clinic/domain';
import { TextInput, type TextInputProps } from '@mantine/core';

interface BrPhoneInputProps extends Omit<TextInputProps, 'onChange' | 'type' | 'inputMode'> {
  /** Called with the masked value ('(11) 98765-4321') as it is typed. */
  onChange: (value: string) => void;
}

/** A Brazilian phone field: the phone's numeric keypad, and the mask applied as one types. */
export function BrPhoneInput({ onChange, ...props }: BrPhoneInputProps) {
  return <TextInput type="tel" inputMode="numeric" {...props} onChange={(event) => onChange(formatPhoneInput(event.currentTarget.value))} />;
}

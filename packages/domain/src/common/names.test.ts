import { describe, expect, it } from 'vitest';

import { fullName } from './names';

describe('fullName', () => {
  it('writes the first name, a space and the last name', () => {
    expect(fullName({ firstName: 'Ana', lastName: 'Souza Lima' })).toBe('Ana Souza Lima');
  });

  it('leaves no stray space when a part is empty', () => {
    expect(fullName({ firstName: 'Ana', lastName: '' })).toBe('Ana');
  });

  it('is empty for nobody (an appointment without a patient)', () => {
    expect(fullName(null)).toBe('');
    expect(fullName(undefined)).toBe('');
  });
});

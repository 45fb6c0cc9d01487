import { describe, expect, it } from 'vitest';

import { ZUpdateUserInput } from './users.schemas';

describe('user schemas', () => {
  it('stores a phone however written as the national number, other text as sent (issue 20, point 9)', () => {
    expect(ZUpdateUserInput.parse({ phone: '+55 11 97654-3210' }).phone).toBe('(11) 97654-3210');
    expect(ZUpdateUserInput.parse({ phone: '11976543210' }).phone).toBe('(11) 97654-3210');
    expect(ZUpdateUserInput.parse({ phone: 'ramal 12' }).phone).toBe('ramal 12');
    expect(ZUpdateUserInput.parse({ phone: '  ' }).phone).toBeNull();
    expect(ZUpdateUserInput.parse({}).phone).toBeUndefined();
  });
});

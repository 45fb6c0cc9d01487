import { describe, expect, it } from 'vitest';

import { ZRoomInput } from './rooms.schemas';

describe('room input', () => {
  it('trims the name and defaults to active', () => {
    expect(ZRoomInput.parse({ name: '  Sala 1 ' })).toEqual({ name: 'Sala 1', isActive: true });
  });

  it('requires a name of at most 50 characters', () => {
    expect(ZRoomInput.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe('Nome é obrigatório');
    expect(ZRoomInput.safeParse({ name: 'x'.repeat(51) }).success).toBe(false);
    expect(ZRoomInput.safeParse({ name: 'x'.repeat(50) }).success).toBe(true);
  });
});

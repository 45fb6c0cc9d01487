import { describe, expect, it } from 'vitest';

import { parseAuthorization } from './authorization';

describe('the Authorization header', () => {
  it('is a token request only for exactly one well-formed Bearer token', () => {
    expect(parseAuthorization('Bearer clinic_abc-DEF_123')).toEqual({ kind: 'token', token: 'clinic_abc-DEF_123' });
    expect(parseAuthorization('bearer abc==')).toEqual({ kind: 'token', token: 'abc==' });
    expect(parseAuthorization('BEARER  a/b+c.d~e')).toEqual({ kind: 'token', token: 'a/b+c.d~e' });
    // Whitespace around the value is not part of it (HTTP drops it before we see it).
    expect(parseAuthorization(' Bearer abc\t')).toEqual({ kind: 'token', token: 'abc' });
  });

  it('is malformed for the Bearer scheme with anything else', () => {
    for (const header of [
      'Bearer',
      'Bearer ',
      'Bearer a b',
      'Bearer clinic_valid extra',
      'Bearer\tclinic_valid',
      'Bearer clinic_valid,other',
      'Bearer a=b',
      'Bearer çã',
      'Bearer\u00a0clinic_valid',
    ]) {
      expect(parseAuthorization(header), JSON.stringify(header)).toEqual({ kind: 'malformed' });
    }
  });

  it('leaves other schemes and no header to the cookie rules', () => {
    expect(parseAuthorization(undefined)).toEqual({ kind: 'none' });
    expect(parseAuthorization('')).toEqual({ kind: 'none' });
    expect(parseAuthorization('Basic YWRtaW46YWRtaW4=')).toEqual({ kind: 'none' });
    expect(parseAuthorization('Bearertoken')).toEqual({ kind: 'none' });
  });
});

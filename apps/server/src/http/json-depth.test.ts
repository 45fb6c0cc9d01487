import { describe, expect, it } from 'vitest';

import { MAX_JSON_DEPTH, jsonDepthExceeds } from './json-depth';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('jsonDepthExceeds', () => {
  it('lets ordinary bodies through, up to the limit', () => {
    expect(jsonDepthExceeds('{"name":"Sala 1","isActive":true}')).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds('')).toBe(false);
  });

  it('catches deep nesting of arrays and objects', () => {
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds('{"a":'.repeat(4500) + '1' + '}'.repeat(4500))).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ note: '['.repeat(500), quote: 'a \\" [[[[ " {{{{' });
    expect(jsonDepthExceeds(text)).toBe(false);
  });
});

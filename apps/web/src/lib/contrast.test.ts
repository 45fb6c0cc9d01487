import { describe, expect, it } from 'vitest';

import { DEFAULT_PHYSIOTHERAPIST_COLOR, contrastRatio, readableTextColor, safeColor } from './contrast';

describe('colour contrast', () => {
  it('falls back to the default colour and expands short hex', () => {
    expect(safeColor(null)).toBe(DEFAULT_PHYSIOTHERAPIST_COLOR);
    expect(safeColor('blue')).toBe(DEFAULT_PHYSIOTHERAPIST_COLOR);
    expect(safeColor('#ABC')).toBe('#aabbcc');
  });

  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('picks readable text on light, dark and middle colours', () => {
    expect(readableTextColor('#ffffff')).toBe('#000000');
    expect(readableTextColor('#ffeb3b')).toBe('#000000');
    expect(readableTextColor('#1a237e')).toBe('#ffffff');
    expect(readableTextColor('#498ef2')).toBe('#000000');
  });

  it('always reaches 4.5:1, whatever the colour', () => {
    for (let r = 0; r < 256; r += 17) {
      for (let g = 0; g < 256; g += 17) {
        for (let b = 0; b < 256; b += 17) {
          const hex = `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
          expect(contrastRatio(hex, readableTextColor(hex))).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });
});

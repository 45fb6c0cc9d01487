import { describe, expect, it } from 'vitest';

import { type BuiltChunk, firstScreenFiles, firstScreenPage, firstScreenPath } from './first-screen-pages';

const chunk = (fileName: string, fields: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  css: [],
  ...fields,
});

describe('firstScreenFiles', () => {
  const chunks = [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/runtime.js'], css: ['assets/index.css'] }),
    chunk('assets/runtime.js'),
    chunk('assets/shell.js', { facadeModuleId: '/src/shell.tsx', imports: ['assets/shared.js', 'assets/runtime.js'], css: ['assets/shell.css'] }),
    chunk('assets/shared.js', { css: ['assets/shared.css', 'assets/index.css'] }),
    chunk('assets/agenda.js', { facadeModuleId: '/src/agenda.tsx', imports: ['assets/shared.js', 'assets/agenda-text.js'] }),
    chunk('assets/agenda-text.js'),
    chunk('assets/dialog.js', { facadeModuleId: '/src/dialog.tsx', imports: ['assets/later.js'] }),
    chunk('assets/later.js'),
  ];

  it('lists the chunks of the roots and what they import, with their stylesheets, less what index.html loads', () => {
    expect(firstScreenFiles(chunks, ['/src/shell.tsx', '/src/agenda.tsx'])).toEqual({
      scripts: ['assets/agenda-text.js', 'assets/agenda.js', 'assets/shared.js', 'assets/shell.js'],
      styles: ['assets/shared.css', 'assets/shell.css'],
    });
  });

  it('leaves out what the screen loads later (a dynamic import of its own)', () => {
    expect(firstScreenFiles(chunks, ['/src/agenda.tsx']).scripts).not.toContain('assets/dialog.js');
  });
});

describe('firstScreenPage', () => {
  it("puts the links at the end of the head, at the head's indentation", () => {
    const index = '<html>\n  <head>\n    <title>x</title>\n  </head>\n  <body></body>\n</html>';
    expect(firstScreenPage(index, { scripts: ['assets/a.js'], styles: ['assets/a.css'] })).toBe(
      '<html>\n  <head>\n    <title>x</title>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/a.js">\n' +
        '    <link rel="preload" as="style" crossorigin href="/assets/a.css">\n' +
        '  </head>\n  <body></body>\n</html>',
    );
  });

  it('refuses a page without a head', () => {
    expect(() => firstScreenPage('<body></body>', { scripts: [], styles: [] })).toThrow(/<\/head>/);
  });
});

it('firstScreenPath: the dashboard is the root', () => {
  expect(['dashboard', 'appointments'].map(firstScreenPath)).toEqual(['/', '/appointments']);
});

import { describe, expect, it } from 'vitest';

import { type BuiltChunk, firstScreenFiles, firstScreenPage, firstScreenPath } from './first-screen-pages';

const chunk = (fileName: string, fields: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  css: [],
  ...fields,
});

describe('firstScreenFiles', () => {
  const chunks = [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/runtime.js'], css: ['assets/index.css'] }),
    chunk('assets/runtime.js'),
    chunk('assets/shell.js', { facadeModuleId: '/src/shell.tsx', imports: ['assets/shared.js', 'assets/runtime.js'], css: ['assets/shell.css'] }),
    chunk('assets/shared.js', { css: ['assets/shared.css', 'assets/index.css'] }),
    chunk('assets/agenda.js', {
      facadeModuleId: '/src/agenda.tsx',
      imports: ['assets/shared.js', 'assets/agenda-text.js'],
      dynamicImports: ['assets/dialog.js', 'assets/other-screen.js'],
    }),
    chunk('assets/agenda-text.js'),
    chunk('assets/dialog.js', { facadeModuleId: '/src/dialog.tsx', imports: ['assets/later.js', 'assets/shared.js'] }),
    chunk('assets/later.js'),
    chunk('assets/other-screen.js', { facadeModuleId: '/src/other-screen.tsx', imports: ['assets/other.js'] }),
    chunk('assets/other.js'),
  ];

  it('lists the chunks of the roots and what they import, with their stylesheets, less what index.html loads', () => {
    expect(firstScreenFiles(chunks, ['/src/shell.tsx', '/src/agenda.tsx'])).toEqual({
      scripts: ['assets/agenda-text.js', 'assets/agenda.js', 'assets/shared.js', 'assets/shell.js'],
      styles: ['assets/shared.css', 'assets/shell.css'],
      later: [],
    });
  });

  it('lists the deferred parts (dynamic imports among the deferred modules) apart, less what the screen has already', () => {
    const files = firstScreenFiles(chunks, ['/src/agenda.tsx'], new Set(['/src/dialog.tsx']));
    expect(files.scripts).not.toContain('assets/dialog.js');
    expect(files.later).toEqual(['assets/dialog.js', 'assets/later.js']);
  });
});

describe('firstScreenPage', () => {
  it("puts the links at the end of the head, at the head's indentation", () => {
    const index = '<html>\n  <head>\n    <title>x</title>\n  </head>\n  <body></body>\n</html>';
    expect(firstScreenPage(index, { scripts: ['assets/a.js'], styles: ['assets/a.css'], later: ['assets/b.js'] })).toBe(
      '<html>\n  <head>\n    <title>x</title>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/a.js">\n' +
        '    <link rel="preload" as="style" crossorigin href="/assets/a.css">\n' +
        '    <meta name="clinic-deferred-code" content="/assets/b.js">\n' +
        '  </head>\n  <body></body>\n</html>',
    );
  });

  it('refuses a page without a head', () => {
    expect(() => firstScreenPage('<body></body>', { scripts: [], styles: [], later: [] })).toThrow(/<\/head>/);
  });
});

it('firstScreenPath: the dashboard is the root', () => {
  expect(['dashboard', 'appointments'].map(firstScreenPath)).toEqual(['/', '/appointments']);
});

import { describe, expect, it } from 'vitest';

import { type Graph, declarations, firstScreenRoots, isIndexFile, neededModules } from './first-screen-modules';

/** A module graph from sources: ids are paths, imports are resolved as relative paths or package names. */
function graphOf(files: Record<string, string>): Graph {
  const resolve = (source: string, importer: string): string | null => {
    const base = source.startsWith('.') ? new URL(source, `file://${importer}`).pathname : `/node_modules/${source}/index.js`;
    return [base, `${base}.js`, `${base}/index.js`].find((candidate) => candidate in files) ?? null;
  };
  return {
    code: (id) => files[id] ?? null,
    imports: (id) => declarations(files[id] ?? '').map((d) => resolve(d.source, id)).filter((id): id is string => id !== null),
    resolve: async (source, importer) => resolve(source, importer),
  };
}

describe('declarations', () => {
  it('reads named, default, namespace, bare and type-only imports', () => {
    const code = [
      "import React, { useState as useS, type FC } from 'react';",
      "import * as icons from './icons';",
      "import './styles.css';",
      "import type { Patient } from '@clinic/domain';",
      'import{a as b,c}from"./min.js";',
    ].join('\n');
    expect(declarations(code).map(({ source, names }) => ({ source, names }))).toEqual([
      { source: 'react', names: ['default', 'useState'] },
      { source: './icons', names: 'all' },
      { source: './min.js', names: ['a', 'c'] },
      { source: './styles.css', names: 'all' },
    ]);
  });

  it('reads re-exports, with their renames and stars', () => {
    const [named, star, starAs] = declarations("export { default as Icon, x as y } from './a';\nexport * from './b';\nexport * as ns from './c';");
    expect(named).toMatchObject({ source: './a', names: ['default', 'x'] });
    expect([...named!.reexports!]).toEqual([
      ['Icon', 'default'],
      ['y', 'x'],
    ]);
    expect(star).toMatchObject({ source: './b', names: 'all', star: true });
    expect(starAs).toMatchObject({ source: './c', names: 'all', star: false });
  });
});

describe('isIndexFile', () => {
  it('is true for a file of imports and exports only', () => {
    expect(isIndexFile("'use client';\n/* c */\nimport { A } from './a.mjs';\nimport { B } from './b.mjs';\nexport { A, B };\n")).toBe(true);
    expect(isIndexFile("export * from './x';\nexport * from './y';\n// the end\n")).toBe(true);
  });

  it('is false for a file with code', () => {
    expect(isIndexFile("import { z } from 'zod';\nexport * from './constants';\nexport const ZId = z.string();\n")).toBe(false);
    // Imports only (a stylesheet, a side effect): nothing passed on.
    expect(isIndexFile("import './styles.css';\nimport { start } from './start';\n")).toBe(false);
  });
});

describe('neededModules', () => {
  const files = {
    '/app/screen.js': "import { Button } from 'ui';\nimport { GRID } from 'domain';\nimport { helper } from './helper.js';\n",
    '/app/helper.js': "import { Slider } from 'ui';\nexport const helper = () => Slider;\n",
    '/app/other.js': "import { Modal } from 'ui';\nimport { ZPatient } from 'domain';\n",
    '/node_modules/ui/index.js': "import { Button } from './button.js';\nimport { Slider } from './slider.js';\nimport { Modal } from './modal.js';\nexport { Button, Slider, Modal };\n",
    '/node_modules/ui/button.js': "import { box } from './core.js';\nexport const Button = box;\n",
    '/node_modules/ui/slider.js': "import { box } from './core.js';\nexport const Slider = box;\n",
    '/node_modules/ui/modal.js': "import { box } from './core.js';\nexport const Modal = box;\n",
    '/node_modules/ui/core.js': 'export const box = 1;\n',
    '/node_modules/domain/index.js': "export * from './patients/index.js';\nexport * from './agenda/index.js';\n",
    '/node_modules/domain/patients/index.js': "export * from './patients.schemas.js';\n",
    '/node_modules/domain/patients/patients.schemas.js': "import { z } from 'zod';\nexport const ZPatient = z.object({});\n",
    '/node_modules/domain/agenda/index.js': "export * from './agenda.schemas.js';\n",
    '/node_modules/domain/agenda/agenda.schemas.js': "import { z } from 'zod';\nexport * from './agenda.constants.js';\nexport const ZSlot = z.string();\n",
    '/node_modules/domain/agenda/agenda.constants.js': 'export const GRID = [8, 9];\n',
    '/node_modules/zod/index.js': 'export const z = {};\n',
  };

  it('follows only the names imported through index files', async () => {
    const needed = await neededModules(graphOf(files), ['/app/screen.js']);
    expect([...needed].filter((id) => !id.endsWith('index.js')).sort()).toEqual([
      '/app/helper.js',
      '/app/screen.js',
      '/node_modules/domain/agenda/agenda.constants.js',
      '/node_modules/ui/button.js',
      '/node_modules/ui/core.js',
      '/node_modules/ui/slider.js',
    ]);
  });

  it('takes everything an index file imports when a name cannot be found in it', async () => {
    const needed = await neededModules(graphOf({ ...files, '/app/screen.js': "import { Missing } from 'ui';\n" }), ['/app/screen.js']);
    expect(needed).toContain('/node_modules/ui/modal.js');
    expect(needed).toContain('/node_modules/ui/slider.js');
  });
});

it('firstScreenRoots reads the imports of early-code-fetch.ts, by screen', () => {
  const code = [
    "if (!/^\\/auth\\/?$/.test(pathname)) {",
    "  import('./features/shell/signed-in-screens').catch(ignore);",
    "  if (/^\\/?$/.test(pathname)) {",
    "    import('./features/attendance/unrecorded-card').catch(ignore);",
    '  }',
    "  if (/^\\/appointments\\/?$/.test(pathname)) {",
    "    import('./features/appointments/appointments-page').catch(ignore);",
    "    import('./features/waitlist/waitlist-cell').catch(ignore);",
    '  }',
    "  if (/^\\/patients\\/?$/.test(pathname)) import('./features/patients/patients-page').catch(ignore);",
    '}',
  ].join('\n');
  const { common, screens } = firstScreenRoots(code, '/web/src');
  expect(common).toEqual(['/web/src/features/shell/signed-in-screens']);
  expect(Object.fromEntries(screens)).toEqual({
    dashboard: ['/web/src/features/attendance/unrecorded-card'],
    appointments: ['/web/src/features/appointments/appointments-page', '/web/src/features/waitlist/waitlist-cell'],
    patients: ['/web/src/features/patients/patients-page'],
  });
});

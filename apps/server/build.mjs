// Bundles the server with the workspace packages it imports (they ship TypeScript sources)
// into dist/; third-party packages stay external, so each must be a dependency of this package.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/scripts/migrate.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        // Bare imports are external, except the workspace's own packages (TypeScript sources).
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@clinic/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});

/**
 * Copies Swagger UI's files from the swagger-ui-dist package into `dist/api-docs/`, where the API's
 * documentation page (`GET /api/docs`) loads them from our own origin: nothing from a CDN.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const files = ['swagger-ui.css', 'swagger-ui-bundle.js'];

export function apiDocsAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'api-docs-assets',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: an absolute outDir (the calendar bench builds into a temp folder) stays absolute.
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const source = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
      await mkdir(join(outDir, 'api-docs'), { recursive: true });
      await Promise.all(files.map((file) => copyFile(join(source, file), join(outDir, 'api-docs', file))));
    },
  };
}

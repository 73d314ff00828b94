import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { apiDocsAssets } from './api-docs-assets';
import { pwaServiceWorker } from './pwa-plugin';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

const packageVersion = (
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/**
 * The build's version, sent with each keep-alive (`__APP_VERSION__`): the package version plus the build time,
 * or `APP_VERSION` from the environment when the deployment names its builds.
 */
function appVersion(): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
  return process.env.APP_VERSION ?? `${packageVersion}+${stamp}`;
}

/** Which vendor chunk a module of `node_modules` goes to; the rest of node_modules shares `vendor`. */
const vendorChunks: [name: string, pattern: RegExp][] = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/],
  [
    'amplify',
    /[\\/]node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy|js-cookie|tslib)[\\/]/,
  ],
  ['i18n', /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/],
  ['query', /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/],
  ['zod', /[\\/]node_modules[\\/]zod[\\/]/],
];

/**
 * The SPA. `npm run build -w @app/web` writes `web/dist`, which the local runner and CloudFront serve.
 * `vite` (dev) proxies `/api` to the local runner; `API_PROXY_TARGET` points it elsewhere.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, webRoot, '');
  const version = appVersion();
  const apiTarget = process.env.API_PROXY_TARGET ?? env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
  return {
    root: webRoot,
    plugins: [
      react(),
      apiDocsAssets(),
      // The installable app's service worker with the app shell of this build (issue 27).
      pwaServiceWorker({ version, publicDir: join(webRoot, 'public') }),
      // The server reads it to tell clients of an older build to reload (keep-alive REDIRECT).
      {
        name: 'app-version-file',
        apply: 'build',
        generateBundle() {
          this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version }) });
        },
      },
    ],
    define: { __APP_VERSION__: JSON.stringify(version) },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      target: 'es2022',
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              ...vendorChunks.map(([name, test], index) => ({
                name,
                test,
                priority: vendorChunks.length - index + 1,
              })),
              // Lazy-only libraries (forms, drag and drop, ...) stay with the chunks that use them.
            ],
          },
        },
      },
    },
    server: {
      host: '127.0.0.1',
      proxy: { '/api': { target: apiTarget, changeOrigin: false } },
    },
    preview: {
      host: '127.0.0.1',
      proxy: { '/api': { target: apiTarget, changeOrigin: false } },
    },
  };
});

declare const __APP_VERSION__: string | undefined;

/**
 * The build of this web app (`<package version>+<build time>`), set by Vite's `define` at build time and sent
 * with each keep-alive so that the server can ask an outdated tab to reload. `dev` outside a build (tests).
 */
export const appVersion: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

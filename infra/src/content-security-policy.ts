/**
 * The Content-Security-Policy of every answer, in AWS (CloudFront's response headers policy, web-stack.ts) and
 * locally (the runner's adapter), built in one place so that the two cannot drift.
 */
export function buildContentSecurityPolicy(
  connectSources: readonly string[],
  /** Where people's photos are PUT and shown from through signed URLs (the files bucket). */
  fileSources: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    // Amplify talks to Cognito directly: the region's endpoint in AWS, the local stand-in otherwise.
    ["connect-src 'self'", ...connectSources, ...fileSources].join(' '),
    // blob: is the image editor's chosen file before it is uploaded.
    ["img-src 'self' data: blob:", ...fileSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // The installable app (issue 27): its service worker and web app manifest come from the app's own origin.
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    // No form of the app posts anywhere; an injected form must not send what it collects elsewhere.
    "form-action 'self'",
  ].join('; ');
}

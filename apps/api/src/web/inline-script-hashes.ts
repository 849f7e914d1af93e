import { createHash } from 'node:crypto';

// The web build inlines one script into index.html (the early first screen, apps/web
// first-screen-inline.plugin.mts), which must run before the app's own files are even asked for.
// The policy stays `script-src 'self'` everywhere else; index.html's reply adds the hash of each
// inline script it carries, read from the file served, so nothing else inline can run.

/** CSP sources (`'sha256-…'`) of the inline scripts of a page: each `<script>` without `src`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** `policy` (a Content-Security-Policy value) with `sources` added to its script-src. */
export function allowingScripts(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => (/^\s*script-src(\s|$)/.test(directive) ? `${directive.trimEnd()} ${sources.join(' ')}` : directive))
    .join(';');
}

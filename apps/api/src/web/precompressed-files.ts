import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { preferredCoding } from '../common/http/compression/content-coding';
import type { ContentCoding } from '../common/http/compression/content-coding';

const SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/** A file's precompressed sibling chosen for one request. */
export interface Precompressed {
  /** The `.br` or `.gz` file, relative to the build folder. */
  file: string;
  coding: ContentCoding;
}

/**
 * The `.br` / `.gz` files the web build wrote next to its assets (apps/web/precompress.plugin.mts),
 * found once at start (the build never changes under a running api), by URL path (`/assets/x.js`).
 */
export class PrecompressedFiles {
  private readonly codings = new Map<string, Set<ContentCoding>>();

  constructor(private readonly distDir: string) {
    this.scan(distDir);
  }

  /** Whether `urlPath` has any precompressed sibling (its reply then varies by Accept-Encoding). */
  has(urlPath: string): boolean {
    return this.codings.has(urlPath);
  }

  /** The sibling to send for this Accept-Encoding, or null (send the file as it is). */
  choose(urlPath: string, acceptEncoding: string | string[] | undefined): Precompressed | null {
    const available = this.codings.get(urlPath);
    if (available === undefined) return null;
    const chosen = preferredCoding(acceptEncoding, available);
    return chosen === null ? null : { file: `${urlPath.slice(1)}${SUFFIX[chosen]}`, coding: chosen };
  }

  private scan(dir: string): void {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        this.scan(full);
        continue;
      }
      for (const coding of Object.keys(SUFFIX) as ContentCoding[]) {
        const original = full.slice(0, -SUFFIX[coding].length);
        if (!entry.name.endsWith(SUFFIX[coding]) || !existsSync(original)) continue;
        const urlPath = `/${relative(this.distDir, original).split(sep).join('/')}`;
        const codings = this.codings.get(urlPath) ?? new Set<ContentCoding>();
        codings.add(coding);
        this.codings.set(urlPath, codings);
      }
    }
  }
}

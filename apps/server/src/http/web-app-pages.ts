/**
 * Which HTML page answers a client route. The web build writes, beside index.html, a page for
 * each first screen (the dashboard, the agenda, the patient list) that asks for that screen's code
 * from the HTML, and `first-screen-pages.json` (address → page); see
 * apps/web/build/first-screen-pages.ts. Every other route, and a build without that file, gets
 * index.html.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { FastifyReply } from 'fastify';

export const FIRST_SCREEN_PAGES_FILE = 'first-screen-pages.json';

/** A page file name the build wrote: no directory, no way out of the web folder. */
const PAGE_FILE = /^[\w-]+\.html$/;

/** Reads the build's table once; the answer maps a request URL to the page file to send. */
export function webAppPages(webDist: string): (url: string) => string {
  const table = path.join(webDist, FIRST_SCREEN_PAGES_FILE);
  const pages = new Map<string, string>();
  if (existsSync(table)) {
    const parsed: unknown = JSON.parse(readFileSync(table, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${table}: not an object`);
    for (const [address, file] of Object.entries(parsed)) {
      if (typeof file !== 'string' || !PAGE_FILE.test(file) || !existsSync(path.join(webDist, file))) {
        throw new Error(`${table}: '${address}' names a page that is not in the build`);
      }
      pages.set(address, file);
    }
  }
  return (url) => {
    // The path as the app reads it (location.pathname): without the query, with or without a final '/'.
    const pathname = url.split(/[?#]/, 1)[0]!;
    const address = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    return pages.get(address) ?? 'index.html';
  };
}

/** Sends the page for a request URL, revalidated on every visit (its scripts' names change with each build). */
export function webAppPageSender(webDist: string): (url: string, reply: FastifyReply) => FastifyReply {
  const pageFor = webAppPages(webDist);
  return (url, reply) => reply.header('Cache-Control', 'no-cache').sendFile(pageFor(url), webDist);
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';

/** Where `vite build` writes the web app. */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../../dist/web', import.meta.url));

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed files under /assets/ cached for a year, other files for an hour,
 * index.html never without revalidation, and index.html for any other page path (SPA fallback).
 */
export function webRoutes(webRoot: string) {
  const routes = new Hono<AppEnv>();
  const cacheFor = (file: string) =>
    file.endsWith('.html')
      ? 'no-cache'
      : file.includes(`${path.sep}assets${path.sep}`)
        ? IMMUTABLE
        : 'public, max-age=3600';
  routes.use(
    '*',
    serveStatic({
      root: webRoot,
      onFound: (file, c) => {
        c.header('Cache-Control', cacheFor(file));
      },
    }),
  );
  routes.get('*', async (c, next) => {
    const last = c.req.path.split('/').pop() ?? '';
    if (last.includes('.') || !existsSync(path.join(webRoot, 'index.html'))) return next();
    return serveStatic<AppEnv>({
      root: webRoot,
      path: 'index.html',
      onFound: (_file, context) => {
        context.header('Cache-Control', 'no-cache');
      },
    })(c, next);
  });
  return routes;
}

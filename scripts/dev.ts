/**
 * `npm run dev`: the server with Vite's dev middleware in front of it, so the web app reloads on
 * every change (HMR) and API calls reach the same origin.
 */
import { closeOnSignals, configOrExit, startServer } from '../app/server/main.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../app/server/seed/demo-data.ts';

process.env.NODE_ENV ??= 'development';
const config = configOrExit();
const running = await startServer({ config, web: 'vite' });
closeOnSignals(running);
console.log(`
  Lectern (dev, hot reload) at ${running.url}
${
  config.demo
    ? `  Demo accounts (password: ${DEMO_PASSWORD}): ${Object.values(DEMO_ACCOUNTS)
        .map((account) => account.email)
        .join(', ')}\n`
    : ''
}`);

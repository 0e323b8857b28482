import { defineConfig } from 'vite';

/** Ladle brings its own React plugin and replaces root; nothing of the app's Vite config applies here. */
export default defineConfig({});

/**
 * The Node flags every Lectern server process starts with (`npm start`, `node <flags> app/server/main.ts`,
 * the media worker). V8 sizes the young generation from the machine's memory: on a machine with 24 GiB it
 * lets each semi-space grow to 64 MiB, and loading the server's modules grows them there and keeps them,
 * so an idle server held about 130 MiB of empty young generation. 16 MiB, V8's long-standing default,
 * keeps the idle server that much smaller (docs/benchmarks.md, "Idle memory of the server").
 * `package.json`'s start script names them too; a spec keeps the two the same.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'] as const;

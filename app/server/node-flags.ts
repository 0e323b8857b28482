/**
 * The Node flags every Lectern server process starts with (`npm start`, `node <flags> app/server/main.ts`,
 * the media worker). V8 sizes the young generation from the machine's memory: on a machine with 24 GiB it
 * lets each semi-space grow to 64 MiB, and loading the server's modules grows them there and keeps them,
 * so an idle server held about 130 MiB of empty young generation. 16 MiB, V8's long-standing default,
 * keeps the idle server that much smaller (docs/benchmarks.md, "Idle memory of the server").
 * `package.json`'s start script names them too; a spec keeps the two the same.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'] as const;

/**
 * The environment every Lectern server process starts with, beside its flags. glibc's malloc keeps freed
 * memory at the top of its heap until more than its trim threshold is free there, a threshold it raises
 * itself up to 32 MiB; loading the server's modules (Node's module loader reads each package's
 * package.json again for every module it loads: about 230 MiB of short-lived allocations) leaves tens of
 * MiB freed and kept. 64 KiB returns it: the idle server went from about 285 to about 225 MiB
 * (docs/benchmarks.md, "Idle memory of the server"). `package.json`'s start script sets it too; a spec keeps
 * the two the same. A person's own GLIBC_TUNABLES is replaced (docs/operations.md).
 */
export const SERVER_ENV = { GLIBC_TUNABLES: 'glibc.malloc.trim_threshold=65536' } as const;

/**
 * Counts the memory held outside V8's heap (Buffers' bytes: every 64 kB chunk of a request body is one)
 * in the limit that decides when V8 collects its old generation, instead of starting a full collection
 * each time some tens of MiB of such memory were allocated. Without it a 1 GiB upload made the server
 * walk its whole heap (about 33 MiB: PGlite, Drizzle, Hono, tus) some 30 times, about three times a
 * second: by hand the server spent 2.9–4.0 s of CPU per GiB received, with it 1.1–2.4 s (the bare Node
 * server in the bench: 1.9–2.7), the peak 60–100 MiB above idle (docs/benchmarks.md, "Uploads: the
 * server's CPU per GiB"). A tus PATCH on the local store now frees each chunk once it is on disk
 * (`releaseChunk`, files/direct-patch.ts), so there the flag no longer matters; it stays for the bodies
 * that take other roads (creation with upload, the storage upload, S3).
 */
const EXTERNAL_MEMORY_IN_GLOBAL_LIMIT = '--external-memory-accounted-in-global-limit';

/**
 * The Node flags every Lectern server process starts with (`npm start`, `node <flags> app/server/main.ts`,
 * the media worker). V8 sizes the young generation from the machine's memory: on a machine with 24 GiB it
 * lets each semi-space grow to 64 MiB, and loading the server's modules grows them there and keeps them,
 * so an idle server held about 130 MiB of empty young generation. 16 MiB, V8's long-standing default,
 * keeps the idle server that much smaller (docs/benchmarks.md, "Idle memory of the server"). The second
 * flag is EXTERNAL_MEMORY_IN_GLOBAL_LIMIT's, above.
 * `package.json`'s start script names them too; a spec keeps the two the same.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', EXTERNAL_MEMORY_IN_GLOBAL_LIMIT] as const;

/**
 * The environment every Lectern server process starts with, beside its flags. glibc's malloc keeps freed
 * memory at the top of its heap until more than its trim threshold is free there, a threshold it raises
 * itself up to 32 MiB; loading the server's modules (Node's module loader reads each package's
 * package.json again for every module it loads: about 230 MiB of short-lived allocations) leaves tens of
 * MiB freed and kept. 64 KiB returns it: the idle server went from about 285 to about 225 MiB
 * (docs/benchmarks.md, "Idle memory of the server"). It costs uploads nothing measurable since their chunks
 * are freed as they reach the disk (before that, batches of them freed by V8's collections made glibc give
 * memory back and take it again: docs/benchmarks.md, "Uploads: a PATCH chunk freed once it is on disk").
 * `package.json`'s start script sets it too; a spec keeps the two the same. A person's own GLIBC_TUNABLES
 * is replaced (docs/operations.md).
 */
export const SERVER_ENV = { GLIBC_TUNABLES: 'glibc.malloc.trim_threshold=65536' } as const;

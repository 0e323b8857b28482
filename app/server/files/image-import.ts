import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import {
  IMAGE_IMPORT_MAX_REDIRECTS,
  IMAGE_IMPORT_REFUSALS,
} from '../../../core/upload/image-import-refusal.ts';
import { IMAGE_IMPORT_MAX_BYTES } from '../../../core/upload/upload.constants.ts';
import { SNIFF_BYTES, sniffFileType } from './file-types.ts';
import { refusedAddress } from './import-address.ts';

// The server side of an editor image the browser could not read itself (another site refusing CORS):
// fetched by its address under the OWASP SSRF rules (docs/uploads.md "Images imported by address").
// Only http and https; every address a name resolves to must be public (import-address.ts), and the
// connection goes to the address that was checked (the checked `lookup` is the HTTP client's, so there
// is no second DNS lookup to rebind); at most 3 redirects, each checked the same way; no cookies, no
// credentials, no keep-alive agent; a timeout; at most IMAGE_IMPORT_MAX_BYTES; and the bytes must be a
// JPEG, PNG or WebP by their magic numbers, whatever the Content-Type says.

/** Redirects followed at most. */
export const IMPORT_MAX_REDIRECTS = IMAGE_IMPORT_MAX_REDIRECTS;
/** How long one import may take in all, connecting, redirects and body included. */
export const IMPORT_TIMEOUT_MS = 15_000;

/** The types an imported image may be (spec 1 §5: .jpeg .jpg .png .webp), with their extension. */
const IMPORTED_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Why an import failed, in words the editor may show; always a 422. */
export class ImportRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportRefused';
  }
}

/** The refusals' words, shared with the editor, which reads the reason back from them (core/upload). */
export const IMPORT_MESSAGES = IMAGE_IMPORT_REFUSALS;

/** An imported image: its bytes, type (by its bytes) and a file name. */
export interface ImportedImage {
  bytes: Buffer;
  mimeType: string;
  name: string;
}

export interface ImportOptions {
  /** `host:port` pairs exempt from the address check (LECTERN_IMPORT_ALLOW_HOSTS, specs only). */
  allowHosts?: readonly string[];
  maxBytes?: number;
  timeoutMs?: number;
}

/** The URL's host as `isIP` reads it (IPv6 without its brackets). */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** `host:port` of a URL with its scheme's port filled in. */
const hostAndPort = (url: URL) => `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;

/** A DNS lookup that answers only when every address the name has is public. */
const checkedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, found) => {
    if (error) return callback(error, '', 0);
    const addresses = found as unknown as LookupAddress[];
    const refused = addresses.length === 0 || addresses.some((item) => refusedAddress(item.address));
    if (refused) return callback(new ImportRefused(IMPORT_MESSAGES.refusedAddress), '', 0);
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
};

/** The address itself, checked before any connection: a literal IP is never looked up. */
function checkAddress(url: URL, allowHosts: readonly string[]): { allowed: boolean } {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ImportRefused(IMPORT_MESSAGES.badAddress);
  if (url.username || url.password) throw new ImportRefused(IMPORT_MESSAGES.badAddress);
  if (allowHosts.includes(hostAndPort(url))) return { allowed: true };
  const host = bareHost(url);
  if (isIP(host) && refusedAddress(host)) throw new ImportRefused(IMPORT_MESSAGES.refusedAddress);
  return { allowed: false };
}

/** One GET, without following a redirect: the response (its body not read yet). */
function get(url: URL, allowed: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      agent: false,
      signal,
      // Only the exempted spec host skips the check; everyone else connects to the checked address.
      ...(allowed ? {} : { lookup: checkedLookup }),
      headers: { Accept: 'image/jpeg, image/png, image/webp', 'User-Agent': 'Lectern image import' },
    });
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
}

/** Reads a body up to `maxBytes`; more is refused at once (the connection is dropped). */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new ImportRefused(IMPORT_MESSAGES.tooLarge);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw new ImportRefused(IMPORT_MESSAGES.tooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The file name an imported image is stored under: the address's last part, with the type's extension. */
function importedName(url: URL, extension: string): string {
  const last = decodeURIComponent(url.pathname.split('/').pop() ?? '').replace(/\.[^.]*$/, '');
  const base = last.replace(/[^\p{L}\p{N}_ -]/gu, '').slice(0, 80) || 'image';
  return `${base}.${extension}`;
}

/** Fetches the image at `address` under the rules above; ImportRefused says why it could not. */
export async function fetchImportedImage(
  address: string,
  options: ImportOptions = {},
): Promise<ImportedImage> {
  const { allowHosts = [], maxBytes = IMAGE_IMPORT_MAX_BYTES, timeoutMs = IMPORT_TIMEOUT_MS } = options;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new ImportRefused(IMPORT_MESSAGES.badAddress);
  }
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const { allowed } = checkAddress(url, allowHosts);
      const response = await get(url, allowed, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.destroy();
        if (redirects >= IMPORT_MAX_REDIRECTS) throw new ImportRefused(IMPORT_MESSAGES.tooManyRedirects);
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        response.destroy();
        throw new ImportRefused(IMPORT_MESSAGES.unreachable);
      }
      const bytes = await readBody(response, maxBytes);
      const sniffed = await sniffFileType(bytes.subarray(0, SNIFF_BYTES), { name: '', type: null });
      const extension = sniffed.fromBytes ? IMPORTED_TYPES[sniffed.mimeType] : undefined;
      if (!extension) throw new ImportRefused(IMPORT_MESSAGES.notAnImage);
      return { bytes, mimeType: sniffed.mimeType, name: importedName(url, extension) };
    }
  } catch (error) {
    if (error instanceof ImportRefused) throw error;
    // The checked lookup's refusal reaches here wrapped by the socket's error.
    if (error instanceof Error && error.message === IMPORT_MESSAGES.refusedAddress)
      throw new ImportRefused(IMPORT_MESSAGES.refusedAddress);
    throw new ImportRefused(IMPORT_MESSAGES.unreachable);
  }
}

import { IFRAME_HOSTS } from '../editor.constants.ts';

/** Whether an iframe address is https on one of the allowed hosts (or a subdomain of one). */
export function isAllowedIframeSrc(src: string, hosts: readonly string[] = IFRAME_HOSTS): boolean {
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

import { PDF_DOWNLOAD_SCHEMES, PDF_INVALID_URL_LOG } from './pdf-viewer.constants.ts';

/** Whether a PDF download link may be offered (spec 1 §5): it parses (against `base` when relative) to http, https, ftp, mailto or tel. */
export function isValidPdfDownloadUrl(url: string | null | undefined, base?: string): boolean {
  if (!url) return false;
  try {
    return PDF_DOWNLOAD_SCHEMES.includes(new URL(url, base).protocol);
  } catch {
    return false;
  }
}

/** The download link the PDF viewer shows: only with allow_doc_download and a valid URL; an invalid one is logged (spec 1 §6, §8). */
export function pdfDownloadLink(
  options: { url: string | null | undefined; allowDownload: boolean; base?: string },
  log: (message: string) => void = () => {},
): string | null {
  if (!options.allowDownload || !options.url) return null;
  if (isValidPdfDownloadUrl(options.url, options.base)) return options.url;
  log(PDF_INVALID_URL_LOG);
  return null;
}

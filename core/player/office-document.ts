import { OFFICE_EXTENSIONS, OFFICE_VIEWER_URL } from './pdf-viewer.constants.ts';

/** Whether an extension is an office document (doc, docx, ppt, pptx). */
export function isOfficeExtension(extension: string): boolean {
  return OFFICE_EXTENSIONS.includes(extension.replace(/^\./, '').toLowerCase());
}

/**
 * How an office document is shown: in the online viewer when the deployment is public (the viewer
 * must fetch the file from the internet) and the file has an absolute http(s) URL; else a download card.
 */
export function officeViewerUrl(
  fileUrl: string | null | undefined,
  publicDeployment: boolean,
): string | null {
  if (!publicDeployment || !fileUrl) return null;
  try {
    const url = new URL(fileUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${OFFICE_VIEWER_URL}?src=${encodeURIComponent(url.href)}`;
  } catch {
    return null;
  }
}

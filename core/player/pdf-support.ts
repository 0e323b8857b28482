import { PDF_LAST_UNSUPPORTED } from './pdf-viewer.constants.ts';

function versionOf(text: string | undefined): [number, number] {
  const [major = '0', minor = '0'] = (text ?? '').split(/[._]/);
  return [Number(major) || 0, Number(minor) || 0];
}

function atMost(version: [number, number], last: readonly [number, number]): boolean {
  return version[0] < last[0] || (version[0] === last[0] && version[1] <= last[1]);
}

/** Whether the browser can show the PDF preview (spec 1 §8: not Safari up to 16.4, not Chrome up to 103). */
export function isPdfPreviewSupported(userAgent: string): boolean {
  const chrome = /(?:Chrome|Chromium|CriOS)\/(\d+(?:\.\d+)?)/.exec(userAgent);
  if (chrome) return !atMost(versionOf(chrome[1]), PDF_LAST_UNSUPPORTED.chrome);
  const safari = /Version\/(\d+(?:\.\d+)?).*Safari\//.exec(userAgent);
  if (safari) return !atMost(versionOf(safari[1]), PDF_LAST_UNSUPPORTED.safari);
  return true;
}

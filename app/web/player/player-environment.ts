/**
 * The mirror host a failing stream manifest is tried on once (spec 2 §8), from the build's
 * `VITE_LECTERN_MEDIA_MIRROR` (a host name, or an origin such as https://media-2.example.com); none
 * when it is not set. It serves the same `/api/v1/files/…/media/…` paths as the app.
 */
export function mediaMirrorHost(): string | null {
  const value = (import.meta.env.VITE_LECTERN_MEDIA_MIRROR as string | undefined)?.trim();
  return value ? value : null;
}

/** Class names ad blockers hide on sight (their cosmetic filter lists carry every one of them). */
const BAIT_CLASSES = 'ad adsbox ad-banner ad-placeholder pub_300x250 text-ad textAd';

/**
 * Whether an ad blocker is at work on this page: a bait element with the class names ad blockers hide
 * is put in the page, measured and taken out. A hidden or collapsed bait means something hid it; the
 * player then says, on a manifest error it cannot get round, that an ad blocker may be blocking the video.
 */
export function adBlockSuspected(doc: Document = document): boolean {
  if (!doc.body) return false;
  const bait = doc.createElement('div');
  bait.className = BAIT_CLASSES;
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;left:-9999px;top:-9999px;width:1px;height:1px;';
  bait.innerHTML = '&nbsp;';
  doc.body.append(bait);
  try {
    const style = doc.defaultView?.getComputedStyle(bait);
    return (
      bait.offsetParent === null ||
      bait.offsetHeight === 0 ||
      style?.display === 'none' ||
      style?.visibility === 'hidden'
    );
  } finally {
    bait.remove();
  }
}

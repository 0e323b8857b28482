/** Percent of bytes sent, 0-100, floored so 100 means every byte (an empty file is 100). */
export function uploadPercent(bytesSent: number, bytesTotal: number): number {
  if (!(bytesTotal > 0)) return 100;
  const percent = Math.floor((Math.max(0, bytesSent) / bytesTotal) * 100);
  return Math.min(100, Math.max(0, percent));
}

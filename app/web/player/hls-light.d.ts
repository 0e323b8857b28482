/**
 * hls.js's light build (no alternate audio, subtitles, DRM, CMCD or content steering, none of which the
 * media worker's streams have): the same class and types as the full build, about a third smaller.
 */
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
  export * from 'hls.js';
}

import { FFMPEG_PATH, FFPROBE_PATH } from './media.constants.ts';
import { MEDIA_TOOLS_INSTALL, MediaToolMissingError, runMediaTool } from './run-ffmpeg.ts';

/** What the server found of ffmpeg and ffprobe at start. */
export type MediaToolsCheck =
  | { ready: true; version: string }
  | { ready: false; missing: string[]; install: string; problem: string };

/**
 * Runs `ffmpeg -version` and `ffprobe -version` once at start, so the start-up message says whether
 * video and audio can be converted (without them every media file fails at once, saying what to install).
 */
export async function checkMediaTools(
  tools: { ffmpeg: string; ffprobe: string } = { ffmpeg: FFMPEG_PATH, ffprobe: FFPROBE_PATH },
): Promise<MediaToolsCheck> {
  const missing: string[] = [];
  let version = '';
  let failed = '';
  for (const tool of [tools.ffmpeg, tools.ffprobe]) {
    try {
      const out = await runMediaTool(tool, ['-version']);
      if (tool === tools.ffmpeg) version = out.split('\n')[0]?.trim() ?? '';
    } catch (error) {
      if (error instanceof MediaToolMissingError) missing.push(tool);
      else failed ||= `${tool} -version failed: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  if (missing.length === 0 && !failed) return { ready: true, version };
  const problem =
    missing.length > 0
      ? `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not installed: video and audio uploads will fail at once until it is (${MEDIA_TOOLS_INSTALL}, then restart)`
      : `${failed}: video and audio uploads will fail`;
  return { ready: false, missing, install: MEDIA_TOOLS_INSTALL, problem };
}

/** The media part of the start-up message. */
export function mediaToolsSummary(check: MediaToolsCheck): string {
  return check.ready
    ? `converting video and audio with ${check.version}`
    : `not converting: ${check.problem}`;
}

import { DEFAULT_EQUALIZER_PREVIEWS } from './audio-player.constants.ts';

/** The equalizer previews of an audio block: its own, or index 1 and 2 when it has none (spec 1 §9). */
export function equalizerPreviews(previews: readonly number[] | null | undefined): readonly number[] {
  return previews && previews.length > 0 ? previews : DEFAULT_EQUALIZER_PREVIEWS;
}

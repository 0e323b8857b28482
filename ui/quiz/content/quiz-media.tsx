import { createContext, type ReactNode, useContext } from 'react';
import type { ContentFile } from './content-file-kind.ts';

/**
 * How a question's video file is played: the app hands in its own video player (as the lesson page
 * does with `renderMedia`, docs/players.md); null or no provider leaves the browser's `<video>`.
 */
export type RenderQuizMedia = (file: ContentFile) => ReactNode | null;

const QuizMediaContext = createContext<RenderQuizMedia | null>(null);

/** Hands the app's players to every question's files below it (the quiz page, the preview, the expert's screens). */
export function QuizMediaProvider({
  renderMedia,
  children,
}: {
  renderMedia: RenderQuizMedia;
  children: ReactNode;
}) {
  return <QuizMediaContext.Provider value={renderMedia}>{children}</QuizMediaContext.Provider>;
}

/** The player the app handed in, if any. */
export function useQuizMedia(): RenderQuizMedia | null {
  return useContext(QuizMediaContext);
}

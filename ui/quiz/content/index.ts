// What the quiz page renders inside a question's content: authored HTML, code, files and tooltips.

export { CodeViewer, type CodeViewerProps } from './code-viewer.tsx';
export { type ContentFile, type ContentFileKind, contentFileKind } from './content-file-kind.ts';
export { ContentTooltip, type ContentTooltipProps } from './content-tooltip.tsx';
export { FilesViewer, type FilesViewerProps } from './files-viewer.tsx';
export { QuizMediaProvider, type RenderQuizMedia, useQuizMedia } from './quiz-media.tsx';
export { safeFileUrl } from './safe-file-url.ts';
export { sanitizeQuestionHtml } from './sanitize-html.ts';
export { SanitizedHtml, type SanitizedHtmlProps } from './sanitized-html.tsx';

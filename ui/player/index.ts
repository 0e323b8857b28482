export { AudioPlayer, type AudioPlayerProps } from './audio-player.tsx';
export { AudioRecordingPlayer, type AudioRecordingPlayerProps } from './audio-recording-player.tsx';
export { DocumentPreview, type DocumentPreviewProps } from './document-preview.tsx';
export { OfficeDocument, type OfficeDocumentProps } from './office-document.tsx';
export type { OpenPdfDocument, PdfDocumentHandle } from './pdf-document.ts';
export { PdfViewer, type PdfViewerProps } from './pdf-viewer.tsx';

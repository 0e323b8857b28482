import type { FileRecord } from '../../core/api/files.ts';
import { isOfficeExtension } from '../../core/player/index.ts';
import {
  allowsDocPreview,
  fileDownloadPath,
  isDownloadAllowed,
  recordExtension,
} from '../../core/upload/file-download.ts';
import { OfficeDocument } from './office-document.tsx';
import { PdfViewer } from './pdf-viewer.tsx';

/** Props of the DocumentPreview. */
export interface DocumentPreviewProps {
  file: Pick<
    FileRecord,
    | 'uuid'
    | 'url'
    | 'original_name'
    | 'extension'
    | 'mime_type'
    | 'allow_doc_download'
    | 'allow_doc_preview'
    | 'pivot'
  >;
  /** Files are reachable from the internet, so an online viewer may fetch them. */
  publicDeployment?: boolean;
  /** Shows a close button. */
  onClose?: () => void;
  /**
   * The block (info unit) the document is shown in: its switches apply on the server besides the
   * file's own (the download route is asked with `unit`).
   */
  unit?: number | null;
  /**
   * The author's forced preview (spec 1 §6: the expert context previews on demand): the switches,
   * which speak to students, do not hide the viewer or the download.
   */
  author?: boolean;
}

/**
 * A document as a student sees it (spec 1 §4, §6): a PDF in the viewer when its preview is on, an
 * office file in the online viewer or a download card; the download only where the author allows it.
 */
export function DocumentPreview({
  file,
  publicDeployment = false,
  onClose,
  unit = null,
  author = false,
}: DocumentPreviewProps) {
  const named = {
    extension: file.extension ?? null,
    original_name: file.original_name ?? null,
    url: file.url ?? null,
    mime_type: file.mime_type ?? null,
  };
  const name = file.original_name ?? file.uuid;
  const extension = recordExtension(named);
  const download =
    author || isDownloadAllowed({ ...named, ...file })
      ? fileDownloadPath({ uuid: file.uuid, ...named }, { unit })
      : null;
  if (extension === 'pdf') {
    if (!author && !allowsDocPreview(file)) return null;
    return (
      <PdfViewer
        url={fileDownloadPath({ uuid: file.uuid, ...named }, { preview: true, unit })}
        name={name}
        downloadUrl={download}
        allowDownload={download !== null}
        onClose={onClose}
      />
    );
  }
  if (isOfficeExtension(extension)) {
    return (
      <OfficeDocument
        name={name}
        url={file.url ?? null}
        downloadUrl={download}
        publicDeployment={publicDeployment}
      />
    );
  }
  return null;
}

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
}

/**
 * A document as a student sees it (spec 1 §4, §6): a PDF in the viewer when its preview is on, an
 * office file in the online viewer or a download card; the download only where the author allows it.
 */
export function DocumentPreview({ file, publicDeployment = false, onClose }: DocumentPreviewProps) {
  const named = {
    extension: file.extension ?? null,
    original_name: file.original_name ?? null,
    url: file.url ?? null,
    mime_type: file.mime_type ?? null,
  };
  const name = file.original_name ?? file.uuid;
  const extension = recordExtension(named);
  const download = isDownloadAllowed({ ...named, ...file })
    ? fileDownloadPath({ uuid: file.uuid, ...named })
    : null;
  if (extension === 'pdf') {
    if (!allowsDocPreview(file)) return null;
    return (
      <PdfViewer
        url={fileDownloadPath({ uuid: file.uuid, ...named }, { preview: true })}
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

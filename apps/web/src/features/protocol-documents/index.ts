export { DOCUMENT_DOWNLOADS, useDocumentDownload } from './ui/document-download';
export { DocumentPreview, DocumentPreviewModal } from './ui/DocumentPreviewModal';
export { DOCUMENT_TEXTS } from './config/messages';
export { DocumentPaper } from './ui/DocumentPaper';
export { LiveDocumentPreview } from './ui/LiveDocumentPreview';
export { SendProtocolButton } from './ui/SendProtocolButton';
export { documentApi, useDownloadProtocolDocumentMutation, useGetDocumentPreviewQuery, useGetDraftPreviewQuery } from './api/document-api';
export type { DocumentChoice, DocumentFormat } from './api/document-api';

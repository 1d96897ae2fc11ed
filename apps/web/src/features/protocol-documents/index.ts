export { ProtocolDocumentButtons } from './ui/ProtocolDocumentButtons';
export { DocumentPreviewButton } from './ui/DocumentPreviewButton';
export { DocumentPaper } from './ui/DocumentPaper';
export { LiveDocumentPreview } from './ui/LiveDocumentPreview';
export { SendProtocolButton } from './ui/SendProtocolButton';
export { documentApi, useDownloadProtocolDocumentMutation, useGetDocumentPreviewQuery, useGetDraftPreviewQuery } from './api/document-api';
export type { DocumentChoice, DocumentFormat } from './api/document-api';

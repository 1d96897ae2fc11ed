export { ProtocolDocumentButtons } from './ui/ProtocolDocumentButtons';
export { DocumentPreviewButton } from './ui/DocumentPreviewButton';
export { DocumentPaper } from './ui/DocumentPaper';
export { SendProtocolButton } from './ui/SendProtocolButton';
export { documentApi, useDownloadProtocolDocumentMutation, useGetDocumentPreviewQuery } from './api/document-api';
export type { DocumentChoice, DocumentFormat } from './api/document-api';

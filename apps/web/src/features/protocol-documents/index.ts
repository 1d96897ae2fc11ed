export { ProtocolDocumentButtons } from './ui/ProtocolDocumentButtons';
export { SendProtocolButton } from './ui/SendProtocolButton';
export { documentApi, useDownloadProtocolDocumentMutation } from './api/document-api';
export type { DocumentFormat } from './api/document-api';

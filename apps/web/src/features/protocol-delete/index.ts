export { useDeleteProtocol } from './ui/use-delete-protocol';

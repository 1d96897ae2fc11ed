export { useDeleteKeyword } from './ui/use-delete-keyword';

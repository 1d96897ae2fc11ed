export { ProtocolSectionsEditor } from './ui/ProtocolSectionsEditor';

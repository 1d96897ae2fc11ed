/** Russian plurals live in the contracts package so the web app counts the same way; re-exported for the server. */
export { countRu, pluralRu } from '@protocolist/contracts/plural';

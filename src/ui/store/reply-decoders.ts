/**
 * The page's side of the worker's replies (each one the changes from the reply before, with the
 * code that moves the hooks and findings that only shifted), in a chunk loaded with the first
 * worker (analysis-client.ts): a large spec's analysis or a toggle preview's, never a first paint.
 */
export { decodeReply } from './reply-delta.ts';
export { decodeLint } from './lint-delta.ts';

// Monaco's base worker, imported from a source file rather than from node_modules: see
// monaco-env.ts for why.
import 'monaco-editor/esm/vs/editor/editor.worker.js';

// The YAML language worker, imported from a source file rather than from node_modules: see
// monaco-env.ts for why.
import 'monaco-yaml/yaml.worker.js';

import type { RuleDocs } from '../../core/lint/rule.ts';
import { loadedRuleDocs } from '../store/lint-loader.ts';

/**
 * The lint rule's title and doc text for a diagnostic code, or undefined (yaml and spec codes).
 * Lint findings only exist once the lint chunk has loaded, and its docs load with it.
 */
export function ruleDocs(code: string): { title: string; docs: RuleDocs } | undefined {
  return loadedRuleDocs(code);
}

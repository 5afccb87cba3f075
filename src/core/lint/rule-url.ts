import { rulePath, SITE_URL } from './rule-path.ts';
import { RULES } from './rules/index.ts';

export { rulePath, SITE_URL } from './rule-path.ts';

/** The rule page of a diagnostic code on the published site, or null for a code that is no lint rule (a YAML or spec error). */
export function ruleUrl(code: string, site: string = SITE_URL): string | null {
  return Object.hasOwn(RULES, code) ? `${site}${rulePath(code)}` : null;
}

import { RULES } from './rules/index.ts';

/**
 * Where the built page is published, as the CLI and SARIF link to it: GitHub Pages of the
 * repository `package.json` names (`https://github.com/OWNER/kops-hook-playground`). A constant,
 * so that linting stays offline; a fork that publishes elsewhere changes it here.
 */
export const SITE_URL = 'https://OWNER.github.io/kops-hook-playground/';

/** The path of a rule's page in the build, relative to the page (`rules/no-install-section.html`). */
export function rulePath(id: string): string {
  return `rules/${id}.html`;
}

/** The rule page of a diagnostic code on the published site, or null for a code that is no lint rule (a YAML or spec error). */
export function ruleUrl(code: string, site: string = SITE_URL): string | null {
  return Object.hasOwn(RULES, code) ? `${site}${rulePath(code)}` : null;
}

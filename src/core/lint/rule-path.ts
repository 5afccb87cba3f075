/**
 * Where the built page is published, as the CLI and SARIF link to it: GitHub Pages of the
 * repository `package.json` names (`https://github.com/OWNER/kops-hook-playground`). A constant,
 * so that linting stays offline; a fork that publishes elsewhere changes it here. Kept apart from
 * the rule registry, so that the page can link to a rule without loading the rules.
 */
export const SITE_URL = 'https://OWNER.github.io/kops-hook-playground/';

/** The path of a rule's page in the build, relative to the page (`rules/no-install-section.html`). */
export function rulePath(id: string): string {
  return `rules/${id}.html`;
}

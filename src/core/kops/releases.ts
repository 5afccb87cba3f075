/**
 * Every kops minor release from 1.8 on, each at its latest stable patch, newest first: the
 * versions the pickers offer and the CLI's help names. Read from the release tags of
 * kubernetes/kops (`git tag`), pre-releases (`-alpha`, `-beta`) left out. Every release up to
 * 1.17.2 has a tag without `v` (`1.8.1` … `1.11.1` … `1.17.2`: there is no `v1.11.1`); a `v` twin
 * of the same commit exists only for v1.10.0, v1.11.0 and v1.15.1 … v1.17.2; v1.18.0 is the first
 * release with only a `v` tag. Citations follow the tags (`1.17.2:path`, `v1.18.0:path`). A newer
 * tag is one more entry at the top (releases.test.ts pins the list).
 */
export const KOPS_RELEASES: readonly string[] = [
  '1.36.2', '1.35.2', '1.34.3', '1.33.2', '1.32.4', '1.31.0', '1.30.4', '1.29.2', '1.28.7', '1.27.3',
  '1.26.6', '1.25.4', '1.24.5', '1.23.4', '1.22.6', '1.21.5', '1.20.3', '1.19.3', '1.18.3', '1.17.2',
  '1.16.4', '1.15.3', '1.14.1', '1.13.2', '1.12.3', '1.11.1', '1.10.1', '1.9.2', '1.8.1',
];

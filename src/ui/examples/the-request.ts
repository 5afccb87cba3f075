/**
 * What "the request" is, in one paragraph, wherever the page names it (the Examples list, the
 * toggles): the kops issue the playground grew from (../shared/seed-request.md). Facts from kops:
 * `UseRawManifest` is in `1.11.0:pkg/apis/kops/cluster.go:252` and not in 1.10.1's; it came with
 * kubernetes/kops PR #5106 (merged 2018-09-21); no release has `useRawName`.
 */
export const THE_REQUEST =
  '"The request" is the 2018 kops issue the playground starts from, "Add option to skip building hook systemd unit and use raw manifest". '
  + 'It proposed useRawManifest and useRawName; kops 1.11 shipped useRawManifest (kubernetes/kops#5106).';

/**
 * Whether `systemctl enable` links this unit file into a target: an `[Install]` section with a
 * non-empty `WantedBy=` or `RequiredBy=`. systemd reads section headers wherever they appear in the
 * file, so an `[Install]` written inside a wrapped manifest counts too. Comment lines are skipped.
 */
export function enabledByInstall(definition: string): boolean {
  let section = '';
  for (const raw of definition.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('[') && line.endsWith(']')) section = line.slice(1, -1);
    else if (section === 'Install' && /^(WantedBy|RequiredBy)\s*=\s*\S/.test(line)) return true;
  }
  return false;
}

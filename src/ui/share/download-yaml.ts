/** Saves `text` as a YAML file through a temporary object URL. */
export function downloadYaml(text: string, name = 'hooks.yaml'): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/yaml' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

import { useId, useState, type FormEvent } from 'react';
import { draftTitle } from '../drafts/draft-record.ts';
import { useDraftsState } from '../drafts/drafts-entry.tsx';
import { loadShareCodec } from '../share/share-codec.ts';
import { useStore } from '../store/store.ts';
import { useCompareStore } from './compare-store.ts';

/**
 * Compares the editor's spec with `base`: both sides at the version and runtime on screen, unless
 * a comparison of two specs already set them.
 */
export function chooseBase(base: string, label: string): void {
  const c = useCompareStore.getState();
  if (c.base === null) {
    const s = useStore.getState();
    const side = { kopsVersion: s.kopsVersion, runtime: s.runtime };
    c.open({ from: side, to: side, base, baseLabel: label });
  } else c.setBase(base, label);
}

/** The text a permalink (a whole address or its `#v1.…` fragment) holds, or why it holds none. */
async function linkText(link: string): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  const fragment = link.trim().replace(/^[^#]*#/, '');
  const decoded = (await loadShareCodec()).decodeShareLink(fragment);
  return decoded.ok ? { ok: true, text: decoded.state.text } : { ok: false, message: decoded.message };
}

/**
 * "Compare with an earlier spec": the base of a plan, from Recent drafts (the drafts' list and
 * each draft's text, as the Recent drafts menu reads them), a pasted permalink, a file, or the
 * spec the editor's text was loaded from (an example, a file or a link) once it has been edited.
 */
export function BasePicker() {
  const recent = useDraftsState((s) => s.recent);
  const text = useStore((s) => s.text);
  const baseline = useStore((s) => s.baseline);
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const linkId = useId();
  const fileId = useId();
  const takeLink = (event: FormEvent): void => {
    event.preventDefault();
    void linkText(link).then((r) => {
      setProblem(r.ok ? null : `That link could not be read. ${r.message}`);
      if (r.ok) chooseBase(r.text, 'the pasted link');
    });
  };
  const takeFile = (file: File | undefined): void => {
    if (!file) return;
    void file.text().then((t) => chooseBase(t, `the file ${file.name}`), () => setProblem(`The file ${file.name} could not be read.`));
  };
  return (
    <section className="base-picker" aria-label="Compare with an earlier spec">
      <h3 className="compare-title">Compare with an earlier spec</h3>
      <p className="hint">Which instance groups roll, and what changes on their nodes, from an earlier version of this spec to the one in the editor.</p>
      <div className="base-choices">
        {baseline !== text && baseline.trim() !== '' && (
          <button type="button" onClick={() => chooseBase(baseline, 'the spec it started from')}>The spec it started from</button>
        )}
        {recent.length > 0 && (
          <ul aria-label="Earlier specs from Recent drafts">
            {recent.map((d) => (
              <li key={d.id}><button type="button" onClick={() => chooseBase(d.text, `the draft "${draftTitle(d.text)}"`)}>{draftTitle(d.text)}</button></li>
            ))}
          </ul>
        )}
        <form className="base-link" onSubmit={takeLink}>
          <label htmlFor={linkId}>Permalink of the earlier spec</label>
          <input id={linkId} type="url" inputMode="url" value={link} placeholder="https://…#v1.…" onChange={(e) => setLink(e.target.value)} />
          <button type="submit" disabled={link.trim() === ''}>Compare with the link</button>
        </form>
        <label htmlFor={fileId} className="base-file">Open a file as the earlier spec</label>
        <input id={fileId} type="file" accept=".yaml,.yml,text/yaml,text/plain" onChange={(e) => takeFile(e.target.files?.[0])} />
      </div>
      {problem && <p className="callout error" role="alert">{problem}</p>}
    </section>
  );
}

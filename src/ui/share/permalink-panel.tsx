import { useId } from 'react';
import { downloadYaml } from './download-yaml.ts';

/** Links longer than this get cut by some chat apps and issue trackers. */
export const WARN_CHARS = 2_000;
/** Past this, a file travels better than a link. */
export const FILE_CHARS = 8_000;

/**
 * The "Permalink" textbox with its size meter, and Close. `url` is null when the view is too
 * large for any link (then `problem` says why).
 */
export function PermalinkPanel({ url, problem, text, status, onClose }: { url: string | null; problem: string | null; text: string; status: string; onClose: () => void }) {
  const meterId = useId();
  const length = url?.length ?? 0;
  const level = url === null || length > FILE_CHARS ? 'file' : length > WARN_CHARS ? 'warn' : 'ok';
  return (
    <div className="permalink-panel">
      <label className="field permalink-field">
        <span>Permalink</span>
        <input type="text" readOnly value={url ?? ''} aria-describedby={meterId} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <p id={meterId} className={`link-meter ${level}`} role="status">
        {url === null
          ? problem
          : `${length.toLocaleString('en-US')} characters. ${
              level === 'file' ? 'Too long for most chats and issue trackers: share the YAML file instead.'
              : level === 'warn' ? `Longer than ${WARN_CHARS.toLocaleString('en-US')} characters: some chat apps cut links this long.`
              : 'Fits in a chat message.'}`}
        {status && ` ${status}`}
      </p>
      {level === 'file' && <button type="button" onClick={() => downloadYaml(text)}>Download YAML</button>}
      <button type="button" className="quiet" aria-label="Close permalink" onClick={onClose}>Close</button>
    </div>
  );
}

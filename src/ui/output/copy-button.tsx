import { useState } from 'react';
import { copyText } from './copy-text.ts';

/** A "Copy" button that says whether it worked (a status message, announced politely). */
export function CopyButton({ text, label = 'Copy', description }: { text: string; label?: string; description?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <span className="copy-button">
      <button
        type="button"
        title={description}
        onClick={async () => {
          setState((await copyText(text)) ? 'copied' : 'failed');
          setTimeout(() => setState('idle'), 2000);
        }}
      >
        {label}
      </button>
      <span role="status" className="status">
        {state === 'copied' ? 'Copied.' : state === 'failed' ? 'The browser did not allow copying; select the text instead.' : ''}
      </span>
    </span>
  );
}

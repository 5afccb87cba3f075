import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { EditorPane } from '../editor/editor-pane.tsx';
import { FallbackTextarea } from '../editor/fallback-textarea.tsx';
import { Logo } from '../header/logo.tsx';
import { PaneErrorBoundary } from '../layout/pane-error-boundary.tsx';
import { OutputPane } from '../output/output-pane.tsx';
import { useCompareStore } from '../compare/compare-store.ts';
import { useStore } from '../store/store.ts';
import { useAnalysis } from '../store/use-analysis.ts';
import { openView } from './open-view.ts';
import { ShareNotices } from './share-notices.tsx';
import { fragmentOf, pageUrl } from './url-state.ts';
import { useShareCodec } from './share-codec.ts';

/** Largest spec a parent page may send (the same cap as a link's decompressed size). */
const MAX_SET_SPEC_CHARS = 1_048_576;

/** The spec as plain read-only text (`?embed&readonly`): no editor chunk to load. */
function ReadonlySpec() {
  const text = useStore((s) => s.text);
  return <textarea className="fallback-editor embed-readonly" aria-label="Hook spec" readOnly value={text} spellCheck={false} />;
}

/** Posts the embed's content height to the parent page whenever it changes. */
function usePostHeight(ref: React.RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || window.parent === window) return;
    let last = -1;
    const post = (): void => {
      const height = Math.ceil(el.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: 'resize', height }, '*');
    };
    const observer = new ResizeObserver(post);
    observer.observe(el);
    post();
    return () => observer.disconnect();
  }, [ref]);
}

/** Accepts `{type: 'set-spec', text}` from the parent page: specs too long for a URL. */
function useSetSpec(): void {
  useEffect(() => {
    const onMessage = (event: MessageEvent): void => {
      if (event.source !== window.parent || window.parent === window) return;
      const data = event.data as { type?: unknown; text?: unknown; kopsVersion?: unknown } | null;
      if (data?.type !== 'set-spec' || typeof data.text !== 'string' || data.text.length > MAX_SET_SPEC_CHARS) return;
      openView(typeof data.kopsVersion === 'string' ? { text: data.text, kopsVersion: data.kopsVersion } : { text: data.text });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
}

/**
 * `?embed`: the compact view for documentation iframes: editor and output without the header,
 * an "Open in playground" link with the whole view, its height posted to the parent.
 */
export function EmbedApp({ readonly }: { readonly: boolean }) {
  const analysis = useAnalysis();
  const root = useRef<HTMLDivElement>(null);
  usePostHeight(root);
  useSetSpec();
  const text = useDeferredValue(useStore((s) => s.text));
  const kopsVersion = useStore((s) => s.kopsVersion);
  const runtime = useStore((s) => s.runtime);
  const group = useStore((s) => s.group);
  const unit = useStore((s) => s.unit);
  const outputView = useStore((s) => s.outputView);
  const compare = useCompareStore((s) => s);
  // Until the codec has loaded (just after the first paint), the link opens the playground bare.
  const codec = useShareCodec();
  const href = useMemo(() => {
    const encoded = codec ? fragmentOf(codec, { text, kopsVersion, runtime, group, unit, outputView }, compare) : null;
    return pageUrl(encoded?.ok ? encoded.fragment : '', false);
  }, [codec, text, kopsVersion, runtime, group, unit, outputView, compare]);
  return (
    <div className="embed" ref={root}>
      <div className="embed-bar">
        <span className="embed-title"><Logo size={18} /> kops hooks <span className="badge">{compare.on ? `kops ${compare.from.kopsVersion} → ${compare.to.kopsVersion}` : `kops ${analysis.behaviour.version}`}</span></span>
        <a href={href} target="_blank" rel="noopener">Open in playground</a>
      </div>
      <ShareNotices />
      <div className="embed-main">
        <div className="embed-editor">
          {readonly ? <ReadonlySpec /> : (
            <PaneErrorBoundary pane="Editor" fallback={<FallbackTextarea />}>
              <EditorPane analysis={analysis} header={false} />
            </PaneErrorBoundary>
          )}
        </div>
        <div className="embed-output">
          <PaneErrorBoundary pane="Output">
            <OutputPane analysis={analysis} readonly={readonly} embed />
          </PaneErrorBoundary>
        </div>
      </div>
    </div>
  );
}

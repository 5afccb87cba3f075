import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import type { Analysis } from '../../core/index.ts';
import { EditorPane } from '../editor/editor-pane.tsx';
import { FallbackTextarea } from '../editor/fallback-textarea.tsx';
import { Logo } from '../header/logo.tsx';
import { PaneErrorBoundary } from '../layout/pane-error-boundary.tsx';
import { OutputPane } from '../output/output-pane.tsx';
import { useCompareStore, type CompareState } from '../compare/compare-store.ts';
import { useStore } from '../store/store.ts';
import { useAnalysis } from '../store/use-analysis.ts';
import { openView } from './open-view.ts';
import { usePostHeight } from './post-height.ts';
import { ShareNotices } from './share-notices.tsx';
import { fragmentOf, pageUrl } from './url-state.ts';
import { useShareCodec } from './share-codec.ts';
import './embed.css';

// Loaded apart from the page's entry, after the units are on screen. Neither may import a module
// that loads chunks of its own (the output views, the editor, the codec, the store's analysis):
// Rolldown would then split the entry's shared modules out of it, which costs the first paint
// about 1.6 KB gzipped of glue in the classic entry (scripts/vite-classic-entry.ts).
const ReadonlySpec = lazy(() => import('./readonly-spec.tsx'));

/**
 * What the embed renders for: the kops version and the container runtime in use (the one the
 * analysis resolved: chosen, from the Cluster, or the version's default); in compare mode, the
 * two versions (the Comparison view names each side's runtime).
 */
export function embedBadge(analysis: Pick<Analysis, 'behaviour' | 'runtime'>, compare: Pick<CompareState, 'on' | 'from' | 'to'>): string {
  return compare.on ? `kops ${compare.from.kopsVersion} → ${compare.to.kopsVersion}` : `kops ${analysis.behaviour.version} · ${analysis.runtime}`;
}

/**
 * `?embed`: the compact view for documentation iframes: a bar (what it renders for, "Open in playground" with the whole view), then editor and
 * output side by side, or with `readonly` the units first and the YAML folded under them. Its
 * height is posted to the parent; the parent may send a spec and its colour scheme.
 */
export function EmbedApp({ readonly }: { readonly: boolean }) {
  const analysis = useAnalysis();
  const root = useRef<HTMLDivElement>(null);
  usePostHeight(root);
  useEffect(() => void import('./parent-messages.ts').then((m) => m.listenToParent(openView)), []);
  const text = useDeferredValue(useStore((s) => s.text));
  const kopsVersion = useStore((s) => s.kopsVersion);
  const runtime = useStore((s) => s.runtime);
  const distro = useStore((s) => s.distro);
  const group = useStore((s) => s.group);
  const unit = useStore((s) => s.unit);
  const outputView = useStore((s) => s.outputView);
  const compare = useCompareStore((s) => s);
  // Until the codec has loaded (just after the first paint), the link opens the playground bare.
  const codec = useShareCodec();
  const href = useMemo(() => {
    const encoded = codec ? fragmentOf(codec, { text, kopsVersion, runtime, distro, group, unit, outputView }, compare) : null;
    return pageUrl(encoded?.ok ? encoded.fragment : '', false);
  }, [codec, text, kopsVersion, runtime, distro, group, unit, outputView, compare]);
  const output = (
    <div className="embed-output">
      <PaneErrorBoundary pane="Output">
        <OutputPane analysis={analysis} readonly={readonly} embed />
      </PaneErrorBoundary>
    </div>
  );
  return (
    <div className={readonly ? 'embed embed-readonly' : 'embed'} ref={root}>
      <div className="embed-bar">
        <span className="embed-title">
          <Logo size={18} /> kops hooks <span className="badge">{embedBadge(analysis, compare)}</span>
        </span>
        <a href={href} target="_blank" rel="noopener">Open in playground</a>
      </div>
      <ShareNotices />
      {readonly ? (
        <>
          {output}
          <Suspense fallback={null}><ReadonlySpec /></Suspense>
        </>
      ) : (
        <div className="embed-main">
          <div className="embed-editor">
            <PaneErrorBoundary pane="Editor" fallback={<FallbackTextarea />}>
              <EditorPane analysis={analysis} header={false} />
            </PaneErrorBoundary>
          </div>
          {output}
        </div>
      )}
    </div>
  );
}

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaneErrorBoundary } from './pane-error-boundary.tsx';
import { useStore } from '../store/store.ts';

// Issue 8: an error boundary around each pane keeps the text when the pane fails and offers to
// copy it. jsdom is not installed, and server rendering does not run error boundaries, so the
// test drives the class the way React does: getDerivedStateFromError, then render() of the
// fallback, rendered to markup; and the copy button's handler with a stub clipboard.

const TEXT = 'hooks:\n- name: precious.service\n  manifest: ExecStart=/bin/true\n';

/** A boundary in the state React leaves it in after `error` was thrown below it. */
function failed(error: Error, fallback?: string): PaneErrorBoundary {
  const boundary = new PaneErrorBoundary({ pane: 'Output', children: createElement('p', null, 'child'), fallback: fallback && createElement('textarea', { defaultValue: fallback }) });
  boundary.state = { ...boundary.state, ...PaneErrorBoundary.getDerivedStateFromError(error) };
  return boundary;
}

afterEach(() => vi.unstubAllGlobals());

describe('PaneErrorBoundary', () => {
  it('renders its children while nothing failed', () => {
    const boundary = new PaneErrorBoundary({ pane: 'Output', children: createElement('p', null, 'child') });
    expect(renderToStaticMarkup(createElement('div', null, boundary.render()))).toBe('<div><p>child</p></div>');
  });

  it('after a failure: an alert naming the pane and the error, saying the spec is safe, with Copy and Try again', () => {
    const html = renderToStaticMarkup(createElement('div', null, failed(new Error('cannot read <b>x</b>')).render()));
    expect(html).toContain('<div class="pane-error" role="alert">');
    expect(html).toContain('<strong>The output pane failed:</strong> cannot read &lt;b&gt;x&lt;/b&gt;. Your hook spec is safe.');
    expect(html).toContain('<button type="button">Copy hook spec</button>');
    expect(html).toContain('<button type="button">Try again</button>');
    expect(html).not.toContain('child');
  });

  it('shows the fallback (e.g. a plain editor holding the text) under the message', () => {
    const html = renderToStaticMarkup(createElement('div', null, failed(new Error('boom'), TEXT).render()));
    expect(html).toContain(`<textarea>${TEXT}</textarea>`);
  });

  it('"Copy hook spec" copies the text from the store, which lives outside the failed tree', async () => {
    useStore.setState({ text: TEXT });
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const boundary = failed(new Error('boom'));
    const states: unknown[] = [];
    boundary.setState = (s: unknown) => { states.push(s); };
    const html = renderToStaticMarkup(createElement('div', null, boundary.render()));
    expect(html).toContain('Copy hook spec');
    await (boundary as unknown as { copy: () => Promise<void> }).copy();
    expect(writeText).toHaveBeenCalledWith(TEXT);
    expect(states).toEqual([{ copied: true }]);
  });

  it('says nothing was copied when the browser refuses the clipboard', async () => {
    useStore.setState({ text: TEXT });
    vi.stubGlobal('navigator', { clipboard: { writeText: async () => { throw new Error('denied'); } } });
    const boundary = failed(new Error('boom'));
    const states: unknown[] = [];
    boundary.setState = (s: unknown) => { states.push(s); };
    await (boundary as unknown as { copy: () => Promise<void> }).copy();
    expect(states).toEqual([{ copied: false }]);
  });
});

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useStore } from '../store/store.ts';
import { copyText } from '../output/copy-text.ts';

interface Props {
  /** Names the pane in the message ("Output", "Editor"). */
  pane: string;
  children: ReactNode;
  /** Shown under the message, e.g. a plain editor so that work can go on. */
  fallback?: ReactNode;
}

interface State {
  error: Error | null;
  copied: boolean;
}

/**
 * Contains a render failure to one pane. The text lives in the store, outside the failed tree,
 * so it is never lost; the message offers to copy it and to try the pane again.
 */
export class PaneErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, copied: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.pane} pane failed`, error, info.componentStack);
  }

  private copy = async (): Promise<void> => {
    const ok = await copyText(useStore.getState().text);
    this.setState({ copied: ok });
  };

  override render(): ReactNode {
    const { error, copied } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="pane-error" role="alert">
        <p>
          <strong>The {this.props.pane.toLowerCase()} pane failed:</strong> {error.message}. Your hook spec is safe.
        </p>
        <p>
          <button type="button" onClick={() => void this.copy()}>Copy hook spec</button>{' '}
          <button type="button" onClick={() => this.setState({ error: null, copied: false })}>Try again</button>
          {copied && <span role="status"> Copied.</span>}
        </p>
        {this.props.fallback}
      </div>
    );
  }
}

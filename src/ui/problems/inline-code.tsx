import { Fragment } from 'react';

/**
 * Shows a message whose `backticked` parts are code, as React text nodes (never parsed as
 * markup). An unpaired backtick stays as written.
 */
export function InlineCode({ text }: { text: string }) {
  const parts = text.split('`');
  if (parts.length % 2 === 0) return <>{text}</>;
  return <>{parts.map((p, i) => (i % 2 === 1 ? <code key={i}>{p}</code> : <Fragment key={i}>{p}</Fragment>))}</>;
}

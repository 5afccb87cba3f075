import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { PROPOSAL } from './kops-versions.ts';
import { TypedVersion } from './typed-version.tsx';
import { OTHER, VersionOptions } from './version-options.tsx';

/** Keys that change a closed select's value at once (Chromium, Firefox): they never open the text field. */
const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);
/** A key that starts a version (`1`, `v`): typed on the select, it opens the text field with it. */
const VERSION_START = /^[0-9vV]$/;

interface KopsVersionPickerProps {
  /** The accessible name ("kops version", "From kops version"). */
  label: string;
  /** Shows the label above the control (compare mode); otherwise it is for screen readers only. */
  showLabel?: boolean;
  value: string;
  onChange: (version: string) => void;
  className?: string;
}

/**
 * A "kops version" picker: every kops minor at its latest patch, newest first, grouped by the
 * behaviour era it renders with, then the request's proposal, then "Other version…", which turns
 * the select into a text field that takes any version (`1.30.4`); so does a digit typed on it. A
 * version that is not listed (typed, or from a link, a draft or an example) shows in its era, in
 * version order.
 */
export function KopsVersionPicker({ label, showLabel = false, value, onChange, className }: KopsVersionPickerProps) {
  const id = useId();
  /** The text field's first text while it is open, null while the select shows. */
  const [typing, setTyping] = useState<string | null>(null);
  const select = useRef<HTMLSelectElement>(null);
  const refocus = useRef(false);
  const stepping = useRef(false);
  useLayoutEffect(() => {
    if (typing !== null || !refocus.current) return;
    refocus.current = false;
    select.current?.focus();
  }, [typing]);
  const labelElement = <label htmlFor={id} className={showLabel ? undefined : 'visually-hidden'}>{label}</label>;
  if (typing !== null) {
    return (
      <>
        {labelElement}
        <TypedVersion
          id={id}
          className={className}
          initial={typing}
          onDone={(typed) => {
            refocus.current = true;
            setTyping(null);
            if (typed !== null && typed !== value) onChange(typed);
          }}
        />
      </>
    );
  }
  const onKeyDown = (e: KeyboardEvent<HTMLSelectElement>): void => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (VERSION_START.test(e.key)) {
      e.preventDefault();
      setTyping(e.key === 'v' || e.key === 'V' ? '' : e.key);
    } else if (STEP_KEYS.has(e.key)) {
      // The change a step makes fires in this same task.
      stepping.current = true;
      setTimeout(() => (stepping.current = false), 0);
    }
  };
  return (
    <>
      {labelElement}
      <select
        ref={select}
        id={id}
        className={className}
        // A pre-release's version (`1.37.0-alpha.1`) is longer than a release's: room to show it whole.
        data-long={/^\d+\.\d+\.\d+-/.test(value) ? '' : undefined}
        value={value}
        aria-description="Every kops minor at its latest patch; type a version number for any other"
        onKeyDown={onKeyDown}
        onChange={(e) => {
          if (e.target.value !== OTHER) return onChange(e.target.value);
          // Stepping with the arrow keys past the proposal must not open a text field: only a
          // choice does (click, or Enter in the open list).
          if (stepping.current) return;
          setTyping(value === PROPOSAL ? '' : value);
        }}
      >
        <VersionOptions value={value} />
      </select>
    </>
  );
}

import { useMemo } from 'react';
import type { Analysis, Task } from '../../../core/index.ts';
import { fileLines, fileNotes, lineContents } from '../unit-text.tsx';
import { unitOrigins } from './line-origins.ts';
import { LineWhy } from './line-why.tsx';
import { OriginText } from './origin-text.tsx';

/** Props of the unit text with origins: the text of `task`, from `analysis`. */
export interface UnitOriginsProps {
  analysis: Analysis;
  task: Task;
  text: string;
  label: string;
  wrap: boolean;
}

/**
 * The unit text, each line traced to its origin (origin-text.tsx) with systemd colouring: a
 * click, Enter or "Go to line" puts the editor's caret at the end of its first YAML line, and
 * "Why this line" says what kops does there. The editor shows the unit's origins while it is on
 * screen.
 */
export default function UnitOrigins({ analysis, task, text, label, wrap }: UnitOriginsProps) {
  const origins = unitOrigins(analysis, task);
  const { lines, endsWithNewline } = useMemo(() => fileLines(text), [text]);
  const contents = useMemo(() => lineContents(lines), [lines]);
  return (
    <OriginText
      analysis={analysis}
      origins={origins}
      lines={lines}
      endsWithNewline={endsWithNewline}
      contents={contents}
      label={label}
      wrap={wrap}
      resetKey={task.unit}
      notes={fileNotes(text, endsWithNewline)}
      claim="always"
      why={(p) => <LineWhy {...p} />}
    />
  );
}

import { editorController } from './editor-controller.ts';
import { useEditNotice } from './edit-notice.ts';
import { InlineCode } from '../problems/inline-code.tsx';

/** The notice of the last edit the page made for the user, with "Undo", under the toolbar. */
export function EditNoticeStrip() {
  const notice = useEditNotice((s) => s.notice);
  const dismiss = useEditNotice((s) => s.dismiss);
  if (!notice) return null;
  const undo = (): void => {
    dismiss();
    editorController().undo();
  };
  return (
    <p key={notice.id} className="notice edit-notice" role="status">
      <InlineCode text={notice.text} />{' '}
      <button type="button" onClick={undo}>Undo</button>{' '}
      <button type="button" onClick={dismiss}>Dismiss</button>
    </p>
  );
}

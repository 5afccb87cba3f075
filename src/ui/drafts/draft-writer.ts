import { MAX_INPUT_CHARS } from '../../core/spec/limits.ts';
import type { DraftDb } from './draft-db.ts';
import { newDraftId, sameContent, type DraftContent, type DraftRecord, type StorageStatus } from './draft-record.ts';
import { isOwnWork } from './own-work.ts';

/** The draft a tab writes to: its id, the revision the tab last saw (0: not stored yet), and `copy` while another tab has it open. */
export interface Slot {
  id: string;
  rev: number;
  copy?: boolean;
}

/** What the writer reports: the storage status after a write, the tab's text gone to a new draft (and why), the tab's draft now `slot`, the known drafts changed. */
export interface WriterEvents {
  status?: (status: StorageStatus) => void;
  forked?: (why: 'conflict' | 'shared' | 'unreadable') => void;
  identity?: (slot: Slot) => void;
  changed?: () => void;
}

/** One tab's writes, one at a time: only over the revision the tab last saw, else to a new draft, so no tab overwrites another's text; a write storage refuses keeps the draft in memory. */
export function draftWriter(db: DraftDb, events: WriterEvents = {}, now: () => number = Date.now, newId: () => string = newDraftId) {
  let known = new Map<string, DraftRecord>();
  const unsaved = new Map<string, DraftRecord>();
  let current: Slot = { id: newId(), rev: 0 };
  let queue: Promise<void> = Promise.resolve();

  const draft = (slot: Slot, content: DraftContent, t = now()): DraftRecord => ({ v: 1, id: slot.id, ...content, createdAt: known.get(slot.id)?.createdAt ?? t, savedAt: t, rev: slot.rev });
  const enqueue = (job: () => Promise<void>): Promise<void> => (queue = queue.then(job, job));

  async function store(record: DraftRecord, slot: Slot): Promise<boolean> {
    let result = await db.write(record, slot.rev);
    if (result.status === 'conflict') {
      // The stored record stays (one this build cannot read is not known at all): this tab's text goes to a new draft.
      const stored = result.record;
      if (stored) known.set(stored.id, stored);
      else known.delete(record.id);
      unsaved.delete(record.id);
      const copy = { ...record, id: newId(), createdAt: record.savedAt };
      result = await db.write(copy, 0);
      slot.id = copy.id;
      slot.rev = 0;
      if (slot === current) events.forked?.(stored ? 'conflict' : 'unreadable');
      record = copy;
    }
    if (result.status === 'ok') {
      slot.rev = result.record.rev;
      known.set(result.record.id, result.record);
      unsaved.delete(record.id);
      return true;
    }
    unsaved.set(record.id, { ...record, rev: slot.rev });
    events.status?.(result.status === 'conflict' ? 'unavailable' : result.status);
    return false;
  }

  async function write(slot: Slot, content: DraftContent): Promise<void> {
    // A draft starts with own work; once stored, it follows the screen (an undo back to the example) for the next visit.
    if (slot.rev === 0 && !isOwnWork(content.text)) return;
    if (content.text.length > MAX_INPUT_CHARS) {
      if (slot === current) events.status?.('too-large');
      return;
    }
    const stored = known.get(slot.id);
    if (stored && stored.rev === slot.rev && sameContent(stored, content) && !unsaved.has(slot.id)) return;
    if (slot.copy) {
      // An unchanged text needs no copy (a duplicated tab that has not been edited yet).
      if (stored && sameContent(stored, content)) return;
      slot.copy = false;
      slot.id = newId();
      slot.rev = 0;
      if (slot === current) events.forked?.('shared');
    }
    const ok = await store(draft(slot, content), slot);
    if (ok) {
      events.status?.('ok');
      if (slot === current) events.identity?.({ id: slot.id, rev: slot.rev });
      // The tab's own draft retries through its slot, so the tab goes on from the revision written.
      for (const waiting of [...unsaved.values()]) await store(waiting, waiting.id === current.id ? current : { id: waiting.id, rev: waiting.rev });
    }
    events.changed?.();
  }

  return {
    current: (): Slot => ({ ...current }),
    /** Makes `slot` the tab's draft (`copy`: another tab has it open, so edits go to a copy). */
    take(slot: Slot): void {
      current = { ...slot };
      events.identity?.({ id: current.id, rev: current.rev });
    },
    /** Whether the tab's next save goes to a copy (queued saves included). */
    setCopy(on: boolean): void {
      current.copy = on;
    },
    /** Saves `content` as the tab's draft, after the writes already queued. */
    save: (content: DraftContent): Promise<void> => {
      const slot = current;
      return enqueue(() => write(slot, content));
    },
    /** Keeps `content` as the tab's current draft (written after the queued writes), and moves the tab to a new draft at once. */
    setAside(content: DraftContent): Slot {
      // A draft another tab has open is kept as a copy: that tab keeps the original.
      const old = current.copy ? { id: newId(), rev: 0 } : current;
      current = { id: newId(), rev: 0 };
      events.identity?.({ id: current.id, rev: 0 });
      // Listed at once, before the write lands (and kept listed if it fails).
      const prior = known.get(old.id);
      if (isOwnWork(content.text) && (!prior || !sameContent(prior, content))) unsaved.set(old.id, draft(old, content));
      void enqueue(() => write(old, content));
      return { ...current };
    },
    /** Reads the stored drafts into the writer's view (after the queued writes); reports unreadable records. */
    async load(): Promise<{ status: StorageStatus; corrupt: number }> {
      let read: Awaited<ReturnType<DraftDb['all']>> = { drafts: [], status: 'unavailable', corrupt: 0 };
      await enqueue(async () => {
        read = await db.all();
        if (read.status === 'ok') known = new Map(read.drafts.map((d) => [d.id, d]));
      });
      return { status: read.status, corrupt: read.corrupt };
    },
    /** Adds the drafts whose id is free to storage, or keeps them in memory when storage refuses (the old localStorage ones when IndexedDB is off). */
    async add(records: readonly DraftRecord[]): Promise<{ added: string[]; status: StorageStatus }> {
      const result = await db.addAbsent(records);
      for (const r of records) {
        if (result.added.includes(r.id)) known.set(r.id, r);
        else if (result.status !== 'ok' && !known.has(r.id)) unsaved.set(r.id, r);
      }
      events.changed?.();
      return result;
    },
    /** Removes drafts from storage and from the writer's view. */
    async remove(ids: readonly string[]): Promise<void> {
      await db.remove(ids);
      for (const id of ids) {
        known.delete(id);
        unsaved.delete(id);
      }
      events.changed?.();
    },
    /** Every draft this tab knows: stored ones, and the ones storage refused (their latest text); with `screen`, the tab's draft holds it if own work. */
    records(screen?: DraftContent): DraftRecord[] {
      const all = new Map([...known, ...unsaved]);
      if (screen && isOwnWork(screen.text)) all.set(current.id, draft(current, screen));
      return [...all.values()];
    },
    idle: (): Promise<void> => queue,
  };
}

export type DraftWriter = ReturnType<typeof draftWriter>;

// The early script's own part: scripts/vite-early-preload.ts bundles this file into the classic
// script that runs before the entry has arrived. A permalink is decoded, so that the entry renders
// it in its own task. (A plain visit's draft needs nothing here: the entry chooses it from
// localStorage in its own task, drafts/choose-draft.ts.) The decoder stays here for the chunks that
// load later (early-exports.ts): the page ships it once.
import { startEarlyLink } from './share/start-early-link.ts';
import * as readShareLink from '../core/share/read-share-link.ts';
import * as dictionaryV1 from '../core/share/dictionary-v1.ts';
import * as crc32 from '../core/share/crc32.ts';
import { EARLY_EXPORTS_GLOBAL, type EarlyExports } from './early-exports.ts';

(globalThis as unknown as Record<string, EarlyExports>)[EARLY_EXPORTS_GLOBAL] = {
  'src/core/share/read-share-link.ts': readShareLink,
  'src/core/share/dictionary-v1.ts': dictionaryV1,
  'src/core/share/crc32.ts': crc32,
};
startEarlyLink();

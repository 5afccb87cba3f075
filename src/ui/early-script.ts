// The early script's own part: scripts/vite-early-preload.ts bundles this file into the classic
// script that runs before the entry has arrived. A permalink is decoded, so that the entry renders
// it in its own task. (A plain visit's draft needs nothing here: the entry chooses it from
// localStorage in its own task, drafts/choose-draft.ts.)
import { startEarlyLink } from './share/start-early-link.ts';

startEarlyLink();

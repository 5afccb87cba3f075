// The early script's drafts part: scripts/vite-early-preload.ts bundles this file into the
// classic script that runs before the entry has arrived.
import { startEarlyDrafts } from './start-early-drafts.ts';

startEarlyDrafts();

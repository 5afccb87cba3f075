// The early script's own part: scripts/vite-early-preload.ts bundles this file into the classic
// script that runs before the entry has arrived. A permalink is decoded, a plain visit's draft
// read and chosen, so that the entry renders either in its own task.
import { startEarlyDrafts } from './drafts/start-early-drafts.ts';
import { startEarlyLink } from './share/start-early-link.ts';

startEarlyLink();
startEarlyDrafts();

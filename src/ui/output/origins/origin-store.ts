import { create } from 'zustand';
import type { Origins } from './line-origins.ts';

/**
 * What the unit view and the editor share about line origins: the origins of the unit (or file) on
 * screen (the editor colours their YAML lines), and the unit line that is hovered, focused or
 * tapped (the editor highlights its YAML lines).
 */
export interface OriginState {
  shown: Origins | null;
  /** 0-based line of the shown unit, or null. */
  active: number | null;
}

/** The origins store (loaded with the unit view's origin chunk and with the editor's). */
export const useOriginStore = create<OriginState>()(() => ({ shown: null, active: null }));

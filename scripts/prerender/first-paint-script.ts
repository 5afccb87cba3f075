/** A width variant of the prerendered first view: up to `max` px wide (null: wider than the rest), in data block `block`. */
export interface PaintVariant {
  max: number | null;
  block: number;
}

/** The prefix of every key the page keeps in localStorage and sessionStorage. */
export const STORAGE_PREFIX = 'kops-hook-playground:';

/** Where the head's script leaves the `?example=` visit's prerendered markup ('' when there is none). */
export const EXAMPLE_PAINT_GLOBAL = '__kopsHookPlaygroundFirstPaint';

/** The viewport's width variant, as a script statement that sets `n`. */
function variantOf(variants: readonly PaintVariant[]): string {
  const bounds = variants.filter((v) => v.max !== null).map((v) => [v.max, v.block]);
  return `n=${variants.find((v) => v.max === null)!.block};for(var B=${JSON.stringify(bounds)},i=0;i<B.length;i++)if(matchMedia("(max-width: "+B[i][0]+"px)").matches){n=B[i][1];break}`;
}

/**
 * The inline script at the top of the head, before the stylesheet (an inline script after it
 * waits for it): on `?example=ID` alone it asks for that example's prerendered
 * file for the viewport's width at once and leaves the promise of its markup on
 * {@link EXAMPLE_PAINT_GLOBAL} for {@link firstPaintScript}.
 */
export function exampleFetchScript(variants: readonly PaintVariant[], examplesVersion: string): string {
  return `(function(){try{var L=location,x=/^\\?example=([\\w-]+)$/.exec(L.search),n;if(L.hash||!x)return;${variantOf(variants)};`
    + `window[${JSON.stringify(EXAMPLE_PAINT_GLOBAL)}]=fetch("first-paint/"+x[1]+"."+n+".html?${examplesVersion}").then(function(f){return f.ok?f.text():""}).catch(function(){return ""})}catch(e){}})();`;
}

/** Where the inline script keeps the page's own first render of a returning visit's draft, with its key. */
export const FIRST_PAINT_CACHE_KEY = `${STORAGE_PREFIX}first-paint`;
/** sessionStorage's note of the tab's draft (src/ui/drafts/choose-draft.ts's TAB_DRAFT_KEY, checked by test/vite-prerender.test.ts). */
export const TAB_DRAFT_KEY = `${STORAGE_PREFIX}tab-draft`;
/** The largest first render kept (UTF-16 code units of its markup). */
export const FIRST_PAINT_CACHE_MAX = 64 * 1024;

/** What the script needs to know of the drafts (src/ui/drafts/), passed in so that it says the same. */
export interface DraftKeys {
  /** local-notes.ts's LATEST_DRAFT_KEY: the copy of the draft a plain visit reopens. */
  latest: string;
  /** tab-claims.ts's OPEN_MARK_PREFIX: other tabs' marks on the drafts they have open. */
  openMark: string;
  /** vim-pref.ts's VIM_KEY. */
  vim: string;
  /** draft-record.ts's DRAFT_MAX_AGE_MS: an older draft is not reopened by a new tab. */
  maxAgeMs: number;
  /** share/early-link.ts's EARLY_LINK_GLOBAL: where the early script leaves a permalink it decoded. */
  earlyLink: string;
}

/**
 * The inline script that sits just after `#root` in the built index.html and runs before any
 * other script of the page (the early script and the entry are deferred). It empties `#root`
 * (the <noscript> copy, text while scripts run) and then paints, inert (a click or a key there
 * reaches nothing that is about to be replaced), only a view that is exactly what the page's
 * first render will show:
 * - a first visit: no fragment, no query, and nothing of the page's in localStorage or
 *   sessionStorage (no draft, no drafts note, no other tab's mark, no Vim mode, no tab of its
 *   own): the default example at the viewport's width (the widest is the <noscript>'s text,
 *   the others data blocks);
 * - `?example=ID` alone (Vim mode's status bar comes with Monaco, after the first paint): that example's
 *   prerendered file for the width, asked for by {@link exampleFetchScript} in the head, put in
 *   only while `#root` is still empty (React clears it at its first commit, and once React has
 *   rendered it is left alone);
 * - a returning visit (no fragment, no query) whose entry will certainly reopen the draft copied
 *   in localStorage (drafts/choose-draft.ts's bootDraft: the tab has no draft of its own or has
 *   this one, no other tab has a draft marked open, and the draft is fresh): the page's own first
 *   render of that draft as a visit before kept it, only when its key matches: a hash of what
 *   the page puts in its store from the draft (text, kops version, runtime, OS), the Vim choice,
 *   the width variant and this build (`build`). Whatever was painted, the page's first render
 *   is then kept for the next visit (under {@link FIRST_PAINT_CACHE_MAX}), once it is seen to be
 *   that draft's: its editor holds exactly the draft's text. A permalink's first render is kept
 *   the same way when the link holds nothing a plain visit would not show (it becomes the draft).
 * Anything else (a permalink, other parameters, a stored draft it cannot be sure of, storage
 * that throws) paints nothing: the page shows its first render as before.
 */
export function firstPaintScript(variants: readonly PaintVariant[], build: string, drafts: DraftKeys): string {
  const widest = variants.find((v) => v.max === null)!.block;
  const q = (v: string): string => JSON.stringify(v);
  return [
    `(function(){var r=document.getElementById("root"),w=r.textContent,L=location,P=${q(STORAGE_PREFIX)},n,x,ls,ss,d,c,k,t,E;`,
    'r.textContent="";',
    'function put(m){if(m&&!r.firstChild){r.innerHTML=m;r.firstChild.inert=true}}',
    'function own(s,p){for(var j=0;j<s.length;j++)if(s.key(j).indexOf(p)===0)return true;return false}',
    // cyrb53: a 53-bit hash, enough to tell one view from the next.
    'function hash(s){for(var a=3735928559,b=1103547991,j=0,h;j<s.length;j++){h=s.charCodeAt(j);a=Math.imul(a^h,2654435761);b=Math.imul(b^h,1597334677)}',
    'a=Math.imul(a^a>>>16,2246822507)^Math.imul(b^b>>>13,3266489909);b=Math.imul(b^b>>>16,2246822507)^Math.imul(a^a>>>13,3266489909);return (b>>>0).toString(36)+(a>>>0).toString(36)}',
    // The key of a plain visit's first render of a draft: what share/boot-share.ts's
    // showBeforeRender puts in the store (open-view.ts's runtimeOf and distroOf), the Vim choice,
    // the width variant and the build.
    `function key(v){return hash([v.text,v.kopsVersion,v.runtime==="docker"||v.runtime==="containerd"?v.runtime:"auto",v.distro||"debian",st().getItem(${q(drafts.vim)}),n,${q(build)}].join("|"))}`,
    // localStorage only when a branch needs it: a page's first use of it waits on the browser
    // process (tens of ms, at times), which a permalink or an example must not pay before its units.
    'function st(){return ls||(ls=localStorage)}',
    // Keeps the page's first commit when its editor holds exactly `v().text`.
    'function watch(v){new MutationObserver(function(m,o){var a=r.firstElementChild,f,h,e;if(!a||a.inert)return;o.disconnect();e=v();if(!e)return;f=a.querySelector("[data-editor-fallback]");h=a.outerHTML;',
    `if(f&&f.value===e.text&&h.length<=${FIRST_PAINT_CACHE_MAX})try{st().setItem(${q(FIRST_PAINT_CACHE_KEY)},JSON.stringify({k:key(e),h:h}))}catch(y){}}).observe(r,{childList:true})}`,
    'try{',
    `${variantOf(variants)};`,
    'x=/^\\?example=([\\w-]+)$/.exec(L.search);',
    `if(!L.hash&&!L.search&&!own(st(),P)&&!own(ss=sessionStorage,P))put(n===${widest}?w:document.getElementById("first-paint-"+n).textContent);`,
    `else if(!L.hash&&x){if(c=window[${q(EXAMPLE_PAINT_GLOBAL)}])c.then(put)}`,
    `else if(!L.hash&&!L.search&&(d=ls.getItem(${q(drafts.latest)}))&&!own(ls,${q(drafts.openMark)})){`,
    `t=JSON.parse(sessionStorage.getItem(${q(TAB_DRAFT_KEY)})||"null");x=JSON.parse(d);`,
    `if(x&&typeof x.text==="string"&&(!t||t.draft===x.id)&&Date.now()-Math.max(x.savedAt,x.importedAt||0)<${drafts.maxAgeMs - 60_000}){`,
    `c=JSON.parse(ls.getItem(${q(FIRST_PAINT_CACHE_KEY)})||"null");if(c&&c.k===key(x))put(c.h);watch(function(){return x})}}`,
    // A permalink paints nothing, but its first render is kept when it shows what a plain visit
    // of the draft it becomes will show (no group, unit, comparison or other view, not the
    // proposal): the link as the early script decoded it (share/early-link.ts), seen on its way.
    `else if(L.hash&&!L.search){d=L.hash.slice(1);Object.defineProperty(window,${q(drafts.earlyLink)},{configurable:true,get:function(){return E},set:function(v){if(v&&!k)k=v;E=v}});`,
    'watch(function(){var s=k&&k.fragment===d&&k.state;return s&&typeof s.text==="string"&&s.group===undefined&&s.unit===undefined&&!s.compare&&!s.proposal&&(s.view===undefined||s.view==="units")?s:null})}',
    '}catch(e){}})();',
  ].join('');
}

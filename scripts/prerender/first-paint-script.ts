/** A width variant of the prerendered first view: up to `max` px wide (null: wider than the rest), in data block `block`. */
export interface PaintVariant {
  max: number | null;
  block: number;
}

/** The prefix of every key the page keeps in localStorage and sessionStorage. */
export const STORAGE_PREFIX = 'kops-hook-playground:';

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
 * - `?example=ID` alone, without Vim mode (which adds its status bar): that example's
 *   prerendered file for the width, fetched now and put in only while `#root` is still empty
 *   (React clears it at its first commit, and once React has rendered it is left alone).
 * Anything else (a permalink, other parameters, a stored draft, storage that throws) paints
 * nothing: the page shows its first render as before.
 */
export function firstPaintScript(variants: readonly PaintVariant[], examplesVersion: string): string {
  const bounds = variants.filter((v) => v.max !== null).map((v) => [v.max, v.block]);
  const widest = variants.find((v) => v.max === null)!.block;
  const prefix = JSON.stringify(STORAGE_PREFIX);
  return `(function(){var r=document.getElementById("root"),w=r.textContent,L=location,P=${prefix},n=${widest},B=${JSON.stringify(bounds)},i,x;`
    + 'r.textContent="";'
    + 'function put(m){if(m&&!r.firstChild){r.innerHTML=m;r.firstChild.inert=true}}'
    + 'function own(s){for(var j=0;j<s.length;j++)if(s.key(j).indexOf(P)===0)return true;return false}'
    + 'try{for(i=0;i<B.length;i++)if(matchMedia("(max-width: "+B[i][0]+"px)").matches){n=B[i][1];break}'
    + 'x=/^\\?example=([\\w-]+)$/.exec(L.search);'
    + `if(!L.hash&&!L.search&&!own(localStorage)&&!own(sessionStorage))put(n===${widest}?w:document.getElementById("first-paint-"+n).textContent);`
    + `else if(!L.hash&&x&&localStorage.getItem(P+"vim-mode")!=="on")fetch("first-paint/"+x[1]+"."+n+".html?${examplesVersion}").then(function(f){return f.ok?f.text():""}).then(put,function(){})`
    + '}catch(e){}})();';
}

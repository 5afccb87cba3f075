// Imported first by main.tsx, before React and the store are evaluated. A permalink visit
// (`#v1.…`) waits for the share codec before its first render (boot-share.ts); asking for the
// chunk here overlaps its fetch and compile with the evaluation of the rest of the entry, instead
// of starting it only once bootShare runs. The module map makes loadShareCodec's later import()
// of the same module resolve to this one. No imports: anything imported would be evaluated first.
if (location.hash.length > 1) void import('../../core/share/index.ts');

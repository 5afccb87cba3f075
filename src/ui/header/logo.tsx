/** The playground's mark (the same drawing as public/favicon.svg): a hook on Kubernetes blue. */
export function Logo({ size = 24 }: { size?: number }) {
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#326ce5" />
      <path d="M38 13v23a10 10 0 0 1-20 0v-4" fill="none" stroke="#fff" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M11 34l7-9 7 9" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="38" cy="13" r="5" fill="#fff" />
    </svg>
  );
}

/** The brand mark: a stack of pages on the accent colour. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label="站群管理后台">
      <rect width="32" height="32" rx="7" fill="var(--accent-9)" />
      <path d="M9 11h14M9 16h14M9 21h9" stroke="var(--accent-contrast)" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  )
}

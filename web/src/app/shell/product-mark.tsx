/** The product's logo mark (the favicon's drawing), decorative next to the product name. */
export function ProductMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#2649b8" />
      <rect x="7" y="9" width="18" height="16" rx="2.5" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M7 14h18M12 6.5v5M20 6.5v5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <rect x="11" y="17.5" width="5" height="4" rx="1" fill="#9fd3ff" />
    </svg>
  );
}

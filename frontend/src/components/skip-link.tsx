/** The first thing a keyboard reaches on every screen: straight past the header to the screen's content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-emerald-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:ring-2 focus:ring-emerald-600"
    >
      Skip to main content
    </a>
  );
}

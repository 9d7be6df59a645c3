/** The id of every page's main landmark, the skip link's target. */
const MAIN_ID = "main";

/**
 * "Skip to content": the first stop of the Tab key on every page (storefront and admin), hidden
 * until focused, jumping past the header and navigation to the page's `<main id="main">`.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      data-testid="skip-link"
      className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:ring-2 focus:ring-ring focus:ring-offset-2 focus:ring-offset-background focus:outline-none"
    >
      Skip to content
    </a>
  );
}

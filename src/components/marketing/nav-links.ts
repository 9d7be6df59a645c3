/** The navigation's entries (docs/product.md#landing-page item 3): anchors on the landing page, then pages. */
export const navLinks = [
  { href: "/#features", label: "Features" },
  { href: "/#reviews", label: "Reviews" },
  { href: "/#pricing", label: "Pricing" },
  { href: "/blog", label: "Blog" },
  { href: "/compliance", label: "Compliance" },
] as const;

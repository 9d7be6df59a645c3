import { supportEmail } from "@/content/site";

/** The support address as a mailto link: the one address every page shows (src/content/site.ts). */
export function SupportEmailLink({ className }: { className?: string }) {
  return (
    <a href={`mailto:${supportEmail}`} className={className}>
      {supportEmail}
    </a>
  );
}

"use client";

import { ApiIsland } from "@/components/forms/api-island";
import { ContactForm } from "@/components/forms/contact-form";
import { NewsletterCard } from "@/components/forms/newsletter-card";

/** The newsletter card and contact form with their tRPC client; loaded on demand by LazyForms. */
export function FormsIsland() {
  return (
    <ApiIsland>
      <NewsletterCard />
      <ContactForm />
    </ApiIsland>
  );
}

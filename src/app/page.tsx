import Link from "next/link";
import { ApiIsland } from "@/components/forms/api-island";
import { ContactForm } from "@/components/forms/contact-form";
import { NewsletterCard } from "@/components/forms/newsletter-card";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { Button } from "@/components/ui/button";
import { api } from "@/trpc/server";

export default async function HomePage() {
  const settings = await api.settings.public();
  return (
    <>
      <SiteHeader />
      <main>
        <section className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{settings.single_guide_title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{settings.hero_description}</p>
          <p className="mt-6 text-3xl font-bold">${settings.single_price}</p>
          <Button asChild size="lg" className="mt-6">
            <Link href="/checkout">Get Instant Access to the Complete Guide</Link>
          </Button>
          <p className="mt-3 text-sm text-muted-foreground">{settings.guarantee_text}</p>
        </section>
        <section className="mx-auto grid max-w-5xl items-start gap-6 px-4 pb-16 md:grid-cols-2">
          <ApiIsland>
            <NewsletterCard />
            <ContactForm />
          </ApiIsland>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}

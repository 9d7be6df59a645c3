import { LandingSection, SectionHeading } from "./landing-section";
import { StaticImage } from "./static-image";

const cards = [
  {
    image: "/images/landing-card-cycle.svg",
    title: "Know your fertile window",
    text: "Read your body's own signs and combine them with ovulation tests, instead of relying on an app's guess.",
  },
  {
    image: "/images/landing-card-research.svg",
    title: "Evidence, not myths",
    text: "Every chapter summarises what studies found, how strong the evidence is and where it stops.",
  },
  {
    image: "/images/landing-card-nutrition.svg",
    title: "Healthy habits for two",
    text: "Nutrition, supplements, sleep and alcohol: practical changes for both partners over three months.",
  },
  {
    image: "/images/landing-card-couple.svg",
    title: "Closer as a couple",
    text: "Keep intimacy about the two of you, with less pressure on the fertile days and more fun on the rest.",
  },
];

/** docs/product.md#landing-page item 10: illustrated feature cards (the nav's "Features" anchor). */
export function ImageCards() {
  return (
    <LandingSection name="image-cards" id="features" aria-labelledby="features-title" className="bg-muted/40">
      <SectionHeading id="features-title" eyebrow="Features" title="Built for couples who want clear answers" />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.title} className="overflow-hidden rounded-lg border border-border bg-card shadow-sm">
            <StaticImage src={card.image} alt="" width={480} height={300} className="aspect-[8/5] h-auto w-full object-cover" />
            <div className="p-5">
              <h3 className="font-semibold">{card.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{card.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

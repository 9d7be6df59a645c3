// /gender-swaying-2025 (canonical) and /gender-swaying-2024 – the gender-swaying landing page.
import { displayPrices, guides, moneyBackGuarantee } from "@/content/site";
import { amountOf } from "@/lib/seo/structured-data";
import type { ProductLanding } from "./types";

export const genderSwaying: ProductLanding = {
  path: "/gender-swaying-2025",
  crumb: "Gender Swaying Guide",
  guide: "fertility",
  productName: guides.fertility.title,
  pageCategory: "landing_page",
  seo: {
    title: "Gender Swaying 2025: What the Research Really Says",
    description:
      "An evidence-based guide to natural gender swaying: timing, Shettles, diet and pH claims, X and Y sperm myths, and realistic 50/50 expectations. Instant PDF.",
    keywords: ["gender swaying", "gender swaying 2025", "sway for a girl", "sway for a boy", "Shettles method", "natural gender selection"],
  },
  eyebrow: "Updated for 2025",
  headline: "Gender Swaying: Honest Answers Before You Try",
  lead: "Hoping for a boy or a girl is completely natural. Before you change your diet or your timing, understand what each swaying method claims, what the studies actually found, and how to try without lowering your chance of conceiving.",
  ctaLabel: "Get the Gender Swaying Guide",
  offer: { price: amountOf(displayPrices.landing.price), currency: "USD" },
  highlights: [
    {
      icon: "Microscope",
      title: "X vs Y sperm: fact and myth",
      text: "The one difference that is proven, and the speed and survival claims that modern studies have not confirmed.",
    },
    {
      icon: "Timer",
      title: "Timing methods compared",
      text: "Shettles, Whelan and 'O+12' explained side by side, with the evidence for each.",
    },
    {
      icon: "Utensils",
      title: "Diet and minerals",
      text: "What the preconception-diet studies measured, and why extreme diets are a bad trade-off.",
    },
    {
      icon: "ShieldCheck",
      title: "Safety first",
      text: "Why douching and pH 'hacks' can cause irritation and infection, and safer alternatives.",
    },
    {
      icon: "Heart",
      title: "Expectations and feelings",
      text: "How to talk as a couple about hopes, and about loving whichever child arrives.",
    },
    {
      icon: "BookOpen",
      title: "100+ questions answered",
      text: "The full guide to natural fertility and gender selection, in one PDF.",
    },
  ],
  sections: [
    {
      heading: "The starting point: about 50/50",
      paragraphs: [
        "Every pregnancy has roughly a 50/50 chance of being a boy or a girl, decided by whether an X- or Y-bearing sperm fertilises the egg. Swaying methods aim to tilt those odds slightly; none can guarantee a result.",
        "Some couples still find it meaningful to try. If you do, the best approach is one that is safe, keeps conception likely, and comes with realistic expectations. That's exactly what this guide is built to give you.",
      ],
    },
    {
      heading: "What's inside the guide",
      paragraphs: ["A clear, well-referenced PDF that treats you like an adult."],
      bullets: [
        "Each popular method summarised, with what the research found",
        "A safe-sway checklist: what to avoid and why",
        "Cycle-tracking tools to pinpoint ovulation",
        "Fertility-first advice so swaying never costs you a cycle",
        "When to talk to a doctor, including about medical sex-selection options and where they are legal",
      ],
    },
  ],
  faq: [
    {
      question: "Can any natural method guarantee a boy or a girl?",
      answer:
        "No. The natural odds are about 50/50 and no at-home method has been shown to reliably change them. The guide explains the evidence so you can decide what, if anything, to try.",
    },
    {
      question: "Will swaying reduce our chance of getting pregnant?",
      answer:
        "Some timing strategies mean having sex outside the most fertile days, which can lower your chance in that cycle. The guide shows the trade-offs clearly.",
    },
    {
      question: "How do I receive the guide?",
      answer: `It's an instant PDF download after checkout, covered by our ${moneyBackGuarantee}.`,
    },
  ],
};

// /natural-fertility-methods-pdf – the natural fertility methods PDF landing page.
import { displayPrices, moneyBackGuarantee } from "@/content/site";
import { amountOf } from "@/lib/seo/structured-data";
import type { ProductLanding } from "./types";

export const naturalFertilityMethodsPdf: ProductLanding = {
  path: "/natural-fertility-methods-pdf",
  crumb: "Natural Fertility Methods PDF",
  guide: "fertility",
  productName: "Natural Fertility Methods - US Guide 2025",
  pageCategory: "landing_page",
  seo: {
    title: "Natural Fertility Methods PDF: The Complete 2025 Guide",
    description:
      "A research-based natural fertility methods PDF: fertile-window timing, nutrition, supplements, sleep and a month-by-month plan for both partners. Instant download.",
    keywords: [
      "natural fertility methods pdf",
      "natural fertility guide",
      "how to get pregnant naturally",
      "fertile window",
      "fertility supplements",
    ],
  },
  eyebrow: "Instant PDF download",
  headline: "Natural Fertility Methods, Explained in One Practical PDF",
  lead: "Stop piecing together advice from forums. This guide brings the methods with real evidence behind them (timing, nutrition, supplements, sleep and stress) into one clear plan you can start this cycle.",
  ctaLabel: "Get the Natural Fertility PDF",
  offer: { price: amountOf(displayPrices.landing.price), currency: "USD" },
  highlights: [
    {
      icon: "CalendarDays",
      title: "Find your 6-day fertile window",
      text: "How to read ovulation tests, cervical mucus and temperature charts, and which days matter most.",
    },
    {
      icon: "Salad",
      title: "Eat for fertility",
      text: "A Mediterranean-style approach for both partners, with simple swaps rather than strict diets.",
    },
    {
      icon: "Pill",
      title: "Supplements, without the hype",
      text: "Folic acid 400-800 mcg, vitamin D 1000-2000 IU, CoQ10 100-300 mg and omega-3 1000 mg: what each may do and who should ask a doctor first.",
    },
    {
      icon: "Moon",
      title: "Sleep and stress",
      text: "Why 7-9 hours of sleep supports hormones, and stress tools that fit into real life.",
    },
    {
      icon: "Users",
      title: "A plan for both partners",
      text: "Sperm take about three months to develop, so the male partner's habits count as much as yours.",
    },
    {
      icon: "Stethoscope",
      title: "Know when to see a doctor",
      text: "Clear guidance on when trying on your own is no longer the right step.",
    },
  ],
  sections: [
    {
      heading: "Why natural methods are worth getting right",
      paragraphs: [
        "For couples without a fertility problem, about 30% conceive in the first month, 60% within three months, 80% within six months and 85% within a year. Good timing and healthy habits help you make the most of every one of those cycles.",
        "The hard part isn't motivation, it's knowing which advice is worth following. Our guide separates methods that are backed by research from popular ideas that aren't, so you spend your energy where it counts.",
      ],
    },
    {
      heading: "What you get",
      paragraphs: ["A beautifully laid-out PDF you can read on your phone, tablet or computer, or print at home."],
      bullets: [
        "The Science of Natural Fertility & Gender Selection, answering 100+ common questions",
        "Cycle-tracking worksheets and a fertile-window cheat sheet",
        "A six-month plan: foundation, optimisation and advanced integration",
        "An honest chapter on gender-swaying research and its limits",
        "Questions to take to your doctor or pharmacist",
      ],
    },
    {
      heading: "Honest about what it can't do",
      paragraphs: [
        "No book can promise a pregnancy in a given month, and this one doesn't. Infertility is defined as 12 months of trying without success, or 6 months if the woman is 35 or older; if that's you, or if you know of a condition that could affect fertility, the guide will point you to your doctor rather than more home methods.",
      ],
    },
  ],
  faq: [
    {
      question: "Is this a physical book?",
      answer: "No. It's a PDF you can download immediately after payment and keep forever. Nothing is shipped.",
    },
    {
      question: "Is the guide medical advice?",
      answer:
        "No. It's educational and based on published research and public-health guidance. Always check supplements and medical questions with a qualified healthcare provider.",
    },
    {
      question: "What if it isn't right for us?",
      answer: `You're covered by our ${moneyBackGuarantee}. E-mail support and we'll refund you.`,
    },
  ],
};

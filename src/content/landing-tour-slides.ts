// The slides of the landing page's video (public/videos/landing-guide-tour.mp4, made by ./landing-tour.ts).
import { guides } from "./site";

/** What the tour says, slide by slide: facts the guide and the articles quote. */
export const tourSlides = [
  { kicker: "Inside the guide", title: guides.fertility.title, body: "A research-based PDF guide for couples trying to conceive." },
  {
    kicker: "Know your window",
    title: "Your fertile window is about 6 days",
    body: "The five days before ovulation and the day of it: learn three ways to find yours.",
  },
  {
    kicker: "What to expect",
    title: "30% in month 1 · 60% by 3 months · 80% by 6",
    body: "Typical conception rates for healthy couples, and when to talk to a doctor (12 months, or 6 if 35+).",
  },
  {
    kicker: "Everyday foundations",
    title: "Folic acid, vitamin D, sleep 7–9 hours",
    body: "Evidence-based habits to discuss with your healthcare provider.",
  },
  {
    kicker: "Honest about gender",
    title: "Natural odds are about 50/50",
    body: "What timing and diet studies really show, and why no method can guarantee a boy or a girl.",
  },
];

/** How long each slide shows in the video. */
export const tourSecondsPerSlide = 4;

/** The video's length, which the landing page states. */
export const tourSeconds = tourSlides.length * tourSecondsPerSlide;

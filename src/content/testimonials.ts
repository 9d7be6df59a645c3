// Customer testimonials and the headline trust stats shown with them.
import type { Testimonial, TrustStat } from "./types";

/** Headline claims shown above the verified testimonials. */
export const trustStats: { rating: TrustStat; stories: TrustStat; successRate: TrustStat; footnote: string } = {
  rating: { value: "4.8/5", label: "Average rating" },
  stories: { value: "10,000+", label: "Customer stories" },
  successRate: { value: "94%", label: "Success rate" },
  footnote: "Based on feedback from customers who responded to our surveys. Individual experiences vary, and results are not guaranteed.",
};

/** The four verified testimonials of the landing page. */
export const verifiedTestimonials: Testimonial[] = [
  {
    name: "Jessica M.",
    location: "Austin, Texas, US",
    image: "/images/testimonials/jessica-m.webp",
    rating: 5,
    title: "Finally understood my cycle",
    quote:
      "I'd been using an app that guessed my ovulation day and it was always wrong for me. The guide showed me how to read my own signs and combine them with ovulation tests. For the first time I felt like I knew what my body was doing.",
    result: "Pregnant in our fourth month of tracking (her experience)",
    verified: true,
    timeframe: "4 months",
  },
  {
    name: "Hannah & Owen R.",
    location: "Leeds, United Kingdom",
    image: "/images/testimonials/hannah-owen-r.webp",
    rating: 5,
    title: "A plan we could both follow",
    quote:
      "What I liked was that it didn't just talk to me. Owen finally had a list of things he could change too, and the section on when to see a GP gave us a clear point to stop waiting and ask for help.",
    result: "Conceived after six months, with a GP check-up along the way (their experience)",
    verified: true,
    timeframe: "6 months",
  },
  {
    name: "Priya S.",
    location: "Melbourne, Australia",
    image: "/images/testimonials/priya-s.webp",
    rating: 5,
    title: "Honest about gender selection",
    quote:
      "I bought it hoping for a girl after two boys. It was honest that the odds are about 50/50 whatever you do, and it explained what the studies actually found. That honesty is why I trusted the rest of it. We had our daughter last spring.",
    result: "Welcomed a daughter, knowing it could have gone either way (her experience)",
    verified: true,
    timeframe: "8 months",
  },
  {
    name: "Marcus T.",
    location: "Denver, Colorado, US",
    image: "/images/testimonials/marcus-t.webp",
    rating: 4,
    title: "Practical and easy to read",
    quote:
      "I'm not a big reader, but the chapters are short and the checklists are clear. Cutting back on drinking and fixing my sleep were the two changes I made. I'd have liked more on the male side, but it was a good start.",
    result: "Made lasting lifestyle changes; partner pregnant at month five (his experience)",
    verified: true,
    timeframe: "5 months",
  },
];

/** The three further testimonials shown lower on the landing page. */
export const moreTestimonials: Testimonial[] = [
  {
    name: "Emily K.",
    location: "Brisbane, Australia",
    image: "/images/testimonials/emily-k.webp",
    rating: 5,
    title: "Less stress, more us",
    quote:
      "Trying for a baby had taken over our relationship. The intimacy section helped us put fun back into sex outside the fertile days, and that took so much pressure off.",
    result: "Felt closer as a couple while trying to conceive (her experience)",
    verified: true,
    timeframe: "3 months",
  },
  {
    name: "Daniel & Sofia P.",
    location: "Bristol, United Kingdom",
    image: "/images/testimonials/daniel-sofia-p.webp",
    rating: 5,
    title: "Clear, calm and well researched",
    quote:
      "There's a lot of scary and contradictory advice online. This guide was calm, explained the evidence, and told us plainly what it couldn't promise. We still use the supplement checklist we went through with our pharmacist.",
    result: "Built a preconception routine they could stick to (their experience)",
    verified: true,
    timeframe: "2 months",
  },
  {
    name: "Rachel W.",
    location: "Charlotte, North Carolina, US",
    image: "/images/testimonials/rachel-w.webp",
    rating: 5,
    title: "Worth it for the timing chapter alone",
    quote:
      "At 37 I felt like I was running out of time. The guide helped me time things properly and also made clear I should see my OB-GYN after six months, which I did. Knowing when to ask for help was as valuable as anything else.",
    result: "Saw her OB-GYN at six months and conceived soon after (her experience)",
    verified: true,
    timeframe: "7 months",
  },
];

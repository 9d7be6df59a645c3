// Blog article: the intimacy gap guide (promotes the intimacy guide).
import { moneyBackGuarantee } from "../site";
import type { BlogArticle } from "../types";

/** Article: the intimacy gap, a couple's story and what the intimacy guide covers. */
export const intimacyGapGuide: BlogArticle = {
  id: 11,
  slug: "intimacy-gap-guide",
  title: "From Frustration to Fulfillment: Understanding the Intimacy Gap",
  excerpt:
    "Many women routinely don't reach orgasm during sex, and many couples never talk about it. What the intimacy gap is, why it happens, and how to close it together.",
  description:
    "The intimacy gap explained: why 35-50% of women routinely do not orgasm during intercourse, how it affects relationships and trying to conceive, and practical ways to close it.",
  date: "2025-09-02",
  author: { name: "Natural Fertility Guides Editorial Team", kind: "organization" },
  category: "Intimacy",
  readTime: 10,
  keywords: ["intimacy gap", "orgasm gap", "improve intimacy", "sex while trying to conceive", "relationship intimacy guide"],
  promotes: "intimacy",
  sections: [
    {
      heading: "A story many couples will recognise",
      paragraphs: [
        "Anna and Mark (a composite of experiences readers have shared with us) had been together for eight years. They loved each other, laughed easily and had started trying for a baby. But sex had quietly become something Anna went along with rather than looked forward to. She rarely reached orgasm, had stopped expecting to, and had never found a way to say so without worrying she'd hurt Mark's feelings.",
        "Once they started trying to conceive, things got harder. Sex became scheduled around ovulation tests, and the little enjoyment that was left drained away. Mark sensed something was wrong but assumed it was stress. It took an honest, slightly awkward conversation, and some new information, for them both to see that the problem had a name and a solution.",
      ],
    },
    {
      heading: "What the intimacy gap is",
      paragraphs: [
        "The intimacy gap is the difference in how satisfying sex is for each partner, most often the gap between men's and women's experience of orgasm in heterosexual relationships. Surveys consistently find that men reach orgasm far more reliably than women during partnered sex.",
        "Estimates vary between studies, but somewhere between 35% and 50% of women routinely do not orgasm during intercourse. This is not a disorder and not a sign that anything is wrong with either partner. For most women, intercourse alone simply doesn't provide the kind of stimulation they need.",
      ],
    },
    {
      heading: "Why it matters, especially when trying to conceive",
      paragraphs: [
        "Over time, unsatisfying sex can turn into avoidance, resentment or a sense of distance that affects the whole relationship. Couples trying to conceive face an added twist: timed sex puts performance pressure on both partners, and enjoyment is often the first casualty.",
        "Female orgasm is not required for conception. But a sex life that both partners enjoy makes regular intimacy easier to sustain through the fertile window, month after month, and protects the relationship that a future child will grow up in.",
      ],
      notice:
        "If you experience pain during sex, a sudden change in desire, or difficulties with erection or ejaculation, speak to a doctor. These can have medical causes that are treatable.",
    },
    {
      heading: "What you'll discover as a couple",
      paragraphs: [
        "Our guide, From Frustration to Fulfillment: How to Fix the Intimacy Gap Guide, is written for both partners. It turns what research knows about desire, arousal and communication into practical steps you can try together.",
      ],
      bullets: [
        "How to start a conversation about sex that feels safe for both of you.",
        "Why arousal works differently for many women, and what that means in practice.",
        "Simple changes to foreplay and pacing that research links with greater satisfaction.",
        "How to keep intimacy alive while timing sex around ovulation.",
        "Exercises to rebuild closeness when sex has started to feel like a chore.",
      ],
    },
    {
      heading: "What you'll discover for yourself",
      paragraphs: ["Closing the gap also involves each partner understanding their own body and needs a little better."],
      bullets: [
        "How to recognise and name what you enjoy, without embarrassment.",
        "Ways to reduce performance anxiety and stay present during sex.",
        "How stress, sleep and body image affect desire, and what helps.",
        "When a doctor, pelvic-floor physiotherapist or sex therapist can help.",
      ],
    },
    {
      heading: "Anna and Mark, six months later",
      paragraphs: [
        "For Anna and Mark, the change didn't come from a single technique. It came from talking more openly, slowing down, and treating Anna's pleasure as part of sex rather than an optional extra. Sex outside the fertile window became something they both wanted again, which made the scheduled days much easier.",
        `Every couple is different, and there are no guaranteed outcomes. But understanding the intimacy gap is often the first step to closing it. The guide is an instant PDF download with a ${moneyBackGuarantee}.`,
      ],
    },
  ],
  stats: [
    {
      value: "35-50%",
      label: "of women routinely do not orgasm during intercourse",
      source: "Range of estimates from sexual-health surveys; figures vary between studies.",
    },
  ],
  ctas: [
    { label: "Get Your Guide Now", href: "/checkout" },
    { label: "Download Instantly", href: "/checkout" },
  ],
};

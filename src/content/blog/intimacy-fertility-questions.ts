// Blog article: ten intimacy-and-fertility questions, each with an actionable tip.
import type { BlogArticle } from "../types";

/** Article: intimacy while trying to conceive, ten Q&A cards with tips and three statistics. */
export const intimacyFertilityQuestions: BlogArticle = {
  id: 14,
  slug: "intimacy-fertility-questions",
  title: "Intimacy and Fertility: 10 Questions Couples Ask (With Practical Tips)",
  excerpt:
    "Trying to conceive can put sex under pressure. Ten honest questions about intimacy and fertility, each with a practical tip you can use this month.",
  description:
    "Ten common questions about intimacy while trying to conceive: scheduled sex, desire, orgasm, lubricants, performance pressure and communication, with actionable tips.",
  date: "2025-09-12",
  author: { name: "Natural Fertility Guides Editorial Team", kind: "organization" },
  category: "Intimacy",
  readTime: 10,
  keywords: [
    "intimacy while trying to conceive",
    "sex and fertility",
    "timed intercourse stress",
    "fertility friendly lubricant",
    "relationship trying to conceive",
  ],
  promotes: "intimacy",
  sections: [
    {
      heading: "When making a baby takes the fun out of sex",
      paragraphs: [
        "Couples often expect trying for a baby to be romantic. For many, the reality is ovulation tests, calendars and a feeling that sex has become a task with a pass-or-fail result each month.",
        "If that sounds familiar, you're in good company. The questions below are the ones couples ask us most often, and each comes with a practical tip you can try straight away.",
      ],
    },
    {
      heading: "What the numbers tell us",
      paragraphs: [
        "Surveys of couples trying to conceive consistently report that sexual satisfaction and spontaneity drop while trying, particularly when conception takes longer than expected. Both partners feel it, although they often experience it differently and talk about it less than they'd like.",
        "The statistics shown with this article are approximate figures from survey research. They vary between studies, but the message is consistent: pressure on intimacy is common, and it can be eased.",
      ],
    },
    {
      heading: "Intimacy is more than timed sex",
      paragraphs: [
        "Closeness comes from many things: touch without expectation, time together, humour and feeling heard. Protecting those during the fertility journey makes the scheduled days easier and keeps your relationship strong whatever happens.",
        "Remember that the fertile window is only 6 days a cycle. The rest of the month is yours to enjoy on your own terms.",
      ],
      notice:
        "If sex is painful, desire has disappeared for a long time, or either partner has difficulty with erection or ejaculation, talk to a doctor. These issues are common and often treatable.",
    },
    {
      heading: "Going further together",
      paragraphs: [
        "Our guide, From Frustration to Fulfillment: How to Fix the Intimacy Gap Guide, offers step-by-step conversations, exercises and research-based advice for couples who want sex to feel good again, including while trying to conceive.",
      ],
    },
  ],
  stats: [
    {
      value: "60%",
      label: "of couples trying to conceive say sex has become less spontaneous",
      source: "Approximate survey figure; estimates vary between studies.",
    },
    {
      value: "70%",
      label: "of couples say talking openly about sex helped them feel closer",
      source: "Approximate survey figure; estimates vary between studies.",
    },
    {
      value: "45%",
      label: "of women facing fertility difficulties report some form of sexual difficulty",
      source: "Approximate survey figure; estimates vary between studies.",
    },
  ],
  qa: [
    {
      id: "ifq-scheduled",
      question: "How do we stop sex feeling like a chore?",
      answer:
        "Separate 'baby-making' from the rest of your sex life. Timed sex is only needed in the fertile window; outside it, intimacy can be about pleasure alone.",
      icon: "Calendar",
      tip: "Plan one date night a month that falls outside your fertile window, with no tracking apps allowed.",
    },
    {
      id: "ifq-how-often",
      question: "How often should we have sex to conceive?",
      answer:
        "Every 1-2 days during the 6-day fertile window is ideal. Two or three times a week across the whole cycle also works well and feels less scheduled.",
      icon: "Clock",
      tip: "If daily sex feels like pressure, aim for every other day; the difference in chances is small.",
    },
    {
      id: "ifq-orgasm",
      question: "Does female orgasm help conception?",
      answer:
        "It isn't required to get pregnant, and the evidence that it helps is limited. It does make sex more enjoyable, which makes regular intimacy easier to keep up.",
      icon: "Sparkles",
      tip: "Make her pleasure part of every encounter rather than an optional extra, including on fertile days.",
    },
    {
      id: "ifq-lubricant",
      question: "Can lubricants affect fertility?",
      answer: "Some common lubricants can slow sperm down. Fertility-friendly lubricants are designed to be sperm-safe.",
      icon: "Droplets",
      tip: "Look for products labelled 'sperm-friendly' or 'fertility-friendly', and use only as much as you need.",
    },
    {
      id: "ifq-desire",
      question: "Why has my desire dropped since we started trying?",
      answer:
        "Stress, disappointment, fatigue and the feeling of being 'on duty' all dampen desire. It's very common and usually improves when the pressure eases.",
      icon: "Flame",
      tip: "Tell your partner how you feel using 'I' statements, and agree one small change to try this week.",
    },
    {
      id: "ifq-performance",
      question: "What if he struggles to perform on fertile days?",
      answer:
        "Performance pressure on scheduled days is common and usually temporary. Persistent erection or ejaculation problems should be checked by a doctor.",
      icon: "HeartPulse",
      tip: "Avoid announcing 'it's the day'; keep the timing between you loose and focus on closeness first.",
    },
    {
      id: "ifq-talk",
      question: "How do we talk about sex without hurting each other?",
      answer: "Pick a relaxed moment away from the bedroom, start with what you enjoy, and ask open questions rather than criticising.",
      icon: "MessageCircle",
      tip: "Try the 'two likes and a wish' format: share two things you love and one thing you'd like to try.",
    },
    {
      id: "ifq-negative-test",
      question: "How can we support each other after a negative test?",
      answer: "Allow space for disappointment without rushing to fix it. Partners often grieve differently, and both ways are valid.",
      icon: "HeartHandshake",
      tip: "Agree in advance how you'll mark a negative test, for example a walk together or a favourite meal.",
    },
    {
      id: "ifq-stress-fertility",
      question: "Can relationship stress affect our chances of conceiving?",
      answer: "Stress alone rarely prevents pregnancy, but it affects sleep, libido and how often you have sex, which does matter.",
      icon: "Brain",
      tip: "Aim for 7-9 hours of sleep and one shared, screen-free activity each week.",
    },
    {
      id: "ifq-help",
      question: "When should we get outside help?",
      answer:
        "If intimacy problems last for months, cause distress, or involve pain, see a doctor, and consider a couples or sex therapist. See a doctor about fertility after 12 months of trying, or 6 months if the woman is 35 or older.",
      icon: "Stethoscope",
      tip: "Look for a therapist accredited by a recognised professional body for sex and relationship therapy in your country.",
    },
  ],
  ctas: [{ label: "Get the Intimacy Guide", href: "/checkout" }],
};

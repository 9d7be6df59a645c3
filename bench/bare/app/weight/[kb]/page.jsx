// Baseline of bench/throughput.ts's weight table: the bare page carrying a document of a given
// weight, to show what the bytes alone cost a view under `next start` (its per-request gzip). The
// markup is made at build time from a fixed word list and a seeded generator: sections of headings
// and paragraphs with utility classes, so it compresses about as a storefront page does. Like any
// server-rendered content, it is in the document twice: as HTML and in the page's RSC payload.

/** Rough weights of the whole document, in KB; the bench prints the measured ones. */
const weights = ["25", "60", "120", "270"];

export function generateStaticParams() {
  return weights.map((kb) => ({ kb }));
}

export const dynamicParams = false;

const words = (
  "cycle fertility guide natural timing ovulation window research sperm egg healthy diet sleep " +
  "stress partner doctor study chance boy girl method science week month day body signal " +
  "temperature mucus test strip early late peak calendar plan track note record result change " +
  "simple clear honest reader family baby hope wait year age habit vitamin folate iron zinc " +
  "exercise weight balance hormone level blood sugar caffeine alcohol smoke water food fruit " +
  "green leaf fish nut seed bean grain milk yogurt egg protein fat fiber rest walk yoga breath " +
  "calm talk share support story review star download instant secure price order help question"
).split(" ");

/** mulberry32: a small seeded generator, so every build makes the same bytes. */
function generator(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(random, count) {
  const picked = Array.from({ length: count }, () => words[Math.floor(random() * words.length)]);
  return `${picked.join(" ")}.`.replace(/^./, (c) => c.toUpperCase());
}

/** Sections of markup until about half the weight: the RSC payload carries the other half. */
function markup(kb) {
  const random = generator(Number(kb));
  let html = "";
  while (html.length < (Number(kb) * 1000) / 2) {
    const items = Array.from(
      { length: 4 },
      () => `<li class="rounded-lg border bg-card p-4 text-sm leading-relaxed text-muted-foreground">${sentence(random, 14)}</li>`,
    ).join("");
    html +=
      `<section class="scroll-mt-20 px-4 py-16 sm:py-20"><div class="mx-auto max-w-5xl">` +
      `<h2 class="text-3xl font-bold tracking-tight sm:text-4xl">${sentence(random, 5)}</h2>` +
      `<p class="mt-4 text-lg text-muted-foreground">${sentence(random, 24)}</p>` +
      `<ul class="mt-8 grid gap-4 sm:grid-cols-2">${items}</ul></div></section>`;
  }
  return html;
}

export default async function Page({ params }) {
  const { kb } = await params;
  return <main dangerouslySetInnerHTML={{ __html: markup(kb) }} />;
}

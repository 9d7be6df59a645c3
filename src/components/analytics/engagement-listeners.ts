// Loaded lazily by EngagementTracker: wires the page's DOM events to an EngagementSession
// and sends what it reports through the analytics port.
import { track } from "@/lib/analytics";
import { EngagementSession } from "@/lib/analytics/engagement-session";
import { ENGAGEMENT_INTERVAL_MS } from "@/lib/widgets/engagement";

const INTERACTIVE = "a, button";
const isCta = (el: Element) => el.matches("[data-cta]") || (el.getAttribute("href") ?? "").includes("/checkout");
const labelOf = (el: Element) => (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 80);

function scrollDepth() {
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return max > 0 ? Math.min(100, (window.scrollY / max) * 100) : 100;
}

/** Starts tracking this page view; returns the function that stops it. */
export function listen(): () => void {
  const session = new EngagementSession(Date.now(), window.location.pathname);
  const send = (events: ReturnType<EngagementSession["scroll"]>) => events.forEach((event) => track(event));

  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      send(session.scroll(scrollDepth()));
    });
  };
  const onOver = (e: MouseEvent) => {
    const el = (e.target as Element | null)?.closest(INTERACTIVE);
    if (el && !el.contains(e.relatedTarget as Node | null)) session.hoverStart(labelOf(el), Date.now());
  };
  const onOut = (e: MouseEvent) => {
    const el = (e.target as Element | null)?.closest(INTERACTIVE);
    if (el && !el.contains(e.relatedTarget as Node | null)) send(session.hoverEnd(labelOf(el), Date.now(), isCta(el)));
  };
  const onClick = (e: MouseEvent) => {
    session.click();
    const el = (e.target as Element | null)?.closest(INTERACTIVE);
    if (el) send(session.hoverEnd(labelOf(el), Date.now(), isCta(el)));
  };
  const onPlay = () => session.videoPlayed();
  const onLeave = () => track(session.unload(Date.now()));
  const timer = window.setInterval(() => send(session.tick(Date.now())), ENGAGEMENT_INTERVAL_MS);

  window.addEventListener("scroll", onScroll, { passive: true });
  document.addEventListener("mouseover", onOver);
  document.addEventListener("mouseout", onOut);
  document.addEventListener("click", onClick, { capture: true });
  document.addEventListener("play", onPlay, { capture: true });
  window.addEventListener("pagehide", onLeave);
  return () => {
    window.clearInterval(timer);
    cancelAnimationFrame(frame);
    window.removeEventListener("scroll", onScroll);
    document.removeEventListener("mouseover", onOver);
    document.removeEventListener("mouseout", onOut);
    document.removeEventListener("click", onClick, { capture: true });
    document.removeEventListener("play", onPlay, { capture: true });
    window.removeEventListener("pagehide", onLeave);
  };
}

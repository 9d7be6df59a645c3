"use client";

import { useEffect, useState } from "react";
import { formatScarcity, initScarcity, type ScarcityState, tick } from "@/lib/widgets/scarcity-timer";

// The server and the first client render show the fresh timer (2:47:23), so hydration matches.
const FIRST_FRAME = formatScarcity(initScarcity(0), 0);

/**
 * The scarcity timer (docs/product.md#widgets): 2:47:23 counting down, restarting at a random 1–3 h. A thin renderer
 * of lib/widgets/scarcity-timer with the clock (Date.now) and randomness (Math.random) injected.
 */
export function ScarcityTimer({ className }: { className?: string }) {
  const [text, setText] = useState(FIRST_FRAME);

  useEffect(() => {
    let state: ScarcityState = initScarcity(Date.now());
    const id = window.setInterval(() => {
      const now = Date.now();
      state = tick(state, now, Math.random);
      setText(formatScarcity(state, now));
    }, 1000);
    return () => window.clearInterval(id);
  }, []);

  return (
    <span role="timer" aria-label={`Time left: ${text}`} className={className} data-testid="scarcity-timer">
      {text}
    </span>
  );
}

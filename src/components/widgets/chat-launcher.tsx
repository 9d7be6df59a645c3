"use client";

import { useState } from "react";
import { ChatButton } from "./chat-button";
import { useLazyComponent } from "./use-lazy-component";

const loadChat = () => import("./chat-panel").then((m) => m.ChatWidget);

/**
 * The chat's only code on page load: a button. The conversation (reducer, canned answers,
 * panel) is fetched on the first click (warmed on hover or focus), then the widget takes the
 * button's place and opens.
 */
export function ChatLauncher() {
  const { Component: Chat, load, prefetch } = useLazyComponent(loadChat);
  const [loading, setLoading] = useState(false);
  if (Chat) return <Chat initiallyOpen />;
  return (
    // Open from the tap on: the button turns to its close icon at once (as the loaded widget
    // shows it), so the tap's next frame has something to paint while the panel's code and first
    // render follow; a tap that changed nothing on screen was counted by the browser up to the
    // panel's frame (INP; docs/performance.md, issue 25).
    <ChatButton
      open={loading}
      aria-busy={loading || undefined}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => {
        setLoading(true);
        load();
      }}
    />
  );
}

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
    <ChatButton
      open={false}
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

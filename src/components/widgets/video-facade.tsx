"use client";

import { Play } from "@/components/ui/icons";
import { type ReactNode, useState } from "react";

const isVideoFile = (src: string) => /\.(mp4|webm|ogg)(\?|$)/i.test(src);

/**
 * Click-to-load video: until the visitor presses play, only the poster (server-rendered
 * `children`) is on the page, so nothing is requested from the video host. A file URL plays
 * in a <video>, anything else (an embed URL) in an <iframe>. The aspect-ratio box keeps the
 * size fixed before and after.
 */
export function VideoFacade({ src, title, children }: { src: string; title: string; children: ReactNode }) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video overflow-hidden rounded-xl border border-border bg-black shadow-lg">
      {!playing ? (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 h-full w-full focus-visible:ring-4 focus-visible:ring-ring focus-visible:outline-none"
          data-testid="video-facade"
        >
          {children}
          <span className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/30 text-white transition-colors group-hover:bg-black/20">
            <span className="rounded-full bg-white/90 p-5 text-primary shadow-xl transition-transform group-hover:scale-110">
              <Play className="h-8 w-8 fill-current" aria-hidden />
            </span>
            <span className="px-4 text-lg font-semibold drop-shadow">Play video: {title}</span>
          </span>
        </button>
      ) : isVideoFile(src) ? (
        <video src={src} title={title} controls autoPlay playsInline className="absolute inset-0 h-full w-full" />
      ) : (
        <iframe
          src={src}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 h-full w-full"
        />
      )}
    </div>
  );
}

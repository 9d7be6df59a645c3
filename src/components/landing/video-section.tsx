import { VideoFacade } from "@/components/widgets/video-facade";
import { tourSeconds, tourSlides } from "@/content/landing-tour-slides";
import { LandingSection, SectionHeading } from "./landing-section";
import { StaticImage } from "./static-image";

/**
 * The guide's walkthrough video. A file under /public plays in a <video>; an embed URL
 * (e.g. https://www.youtube-nocookie.com/embed/…) plays in an iframe. Either way nothing loads
 * before the visitor presses play.
 */
const introVideo = {
  src: "/videos/landing-guide-tour.mp4",
  title: `A ${tourSeconds}-second slideshow of what's inside the guide`,
};

/** docs/product.md#landing-page item 6: the video embed, behind a click-to-load poster. */
export function VideoSection() {
  return (
    <LandingSection name="video" aria-labelledby="video-title">
      <SectionHeading
        id="video-title"
        eyebrow="See inside"
        title={`What you'll learn, in ${tourSeconds} seconds`}
        lead={`${tourSlides.length} slides from the guide: your fertile window, what to expect month by month, everyday foundations for both partners, and what research really says about gender selection.`}
      />
      <div className="mx-auto max-w-4xl">
        <VideoFacade src={introVideo.src} title={introVideo.title}>
          <StaticImage
            src="/images/landing-video-poster.svg"
            alt=""
            width={1280}
            height={720}
            className="h-full w-full object-cover"
            loading="lazy"
          />
        </VideoFacade>
        <p className="mt-3 text-center text-xs text-muted-foreground">The video loads only when you press play.</p>
      </div>
    </LandingSection>
  );
}

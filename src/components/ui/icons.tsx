import type { SVGProps } from "react";
import type { SpriteIconId } from "@/lib/sprite-icons";
import { clsx } from "clsx";

/** Where the sprite is served (src/app/icons.svg/route.ts). */
export const SPRITE_PATH = "/icons.svg";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;
export type Icon = ((props: IconProps) => React.JSX.Element) & { spriteId: SpriteIconId };

/**
 * An icon of the sprite, drawn with <use>: a few dozen bytes in the markup and the RSC payload
 * where lucide-react's component writes every path of the icon into both. Same names and props
 * as lucide-react's components (className sizes it; 24 px by default, as lucide's), and hidden
 * from assistive technology unless it is given a label. Works in server and client components.
 * Its classes are joined with plain `clsx`: `icon` belongs to no Tailwind group, so nothing can
 * override it, and the page's initial JavaScript keeps no class resolver for an icon's sake.
 */
function spriteIcon(id: SpriteIconId): Icon {
  function SpriteIcon({ className, ...props }: IconProps) {
    const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
    return (
      <svg className={clsx("icon", className)} aria-hidden={labelled ? undefined : true} focusable="false" {...props}>
        <use href={`${SPRITE_PATH}#${id}`} />
      </svg>
    );
  }
  return Object.assign(SpriteIcon, { spriteId: id });
}

export const Activity = /* @__PURE__ */ spriteIcon("activity");
export const AlertTriangle = /* @__PURE__ */ spriteIcon("alert-triangle");
export const Apple = /* @__PURE__ */ spriteIcon("apple");
export const ArrowRight = /* @__PURE__ */ spriteIcon("arrow-right");
export const Baby = /* @__PURE__ */ spriteIcon("baby");
export const BadgeCheck = /* @__PURE__ */ spriteIcon("badge-check");
export const BookOpen = /* @__PURE__ */ spriteIcon("book-open");
export const Brain = /* @__PURE__ */ spriteIcon("brain");
export const Calendar = /* @__PURE__ */ spriteIcon("calendar");
export const CalendarDays = /* @__PURE__ */ spriteIcon("calendar-days");
export const Check = /* @__PURE__ */ spriteIcon("check");
export const CheckCircle2 = /* @__PURE__ */ spriteIcon("check-circle2");
export const ChevronDown = /* @__PURE__ */ spriteIcon("chevron-down");
export const ChevronRight = /* @__PURE__ */ spriteIcon("chevron-right");
export const CircleHelp = /* @__PURE__ */ spriteIcon("circle-help");
export const Clock = /* @__PURE__ */ spriteIcon("clock");
export const CreditCard = /* @__PURE__ */ spriteIcon("credit-card");
export const Dna = /* @__PURE__ */ spriteIcon("dna");
export const Download = /* @__PURE__ */ spriteIcon("download");
export const Droplets = /* @__PURE__ */ spriteIcon("droplets");
export const Dumbbell = /* @__PURE__ */ spriteIcon("dumbbell");
export const FileText = /* @__PURE__ */ spriteIcon("file-text");
export const Flame = /* @__PURE__ */ spriteIcon("flame");
export const FlaskConical = /* @__PURE__ */ spriteIcon("flask-conical");
export const Gauge = /* @__PURE__ */ spriteIcon("gauge");
export const Heart = /* @__PURE__ */ spriteIcon("heart");
export const HeartHandshake = /* @__PURE__ */ spriteIcon("heart-handshake");
export const HeartPulse = /* @__PURE__ */ spriteIcon("heart-pulse");
export const Hourglass = /* @__PURE__ */ spriteIcon("hourglass");
export const Info = /* @__PURE__ */ spriteIcon("info");
export const Leaf = /* @__PURE__ */ spriteIcon("leaf");
export const Lightbulb = /* @__PURE__ */ spriteIcon("lightbulb");
export const Lock = /* @__PURE__ */ spriteIcon("lock");
export const Mail = /* @__PURE__ */ spriteIcon("mail");
export const MapPin = /* @__PURE__ */ spriteIcon("map-pin");
export const MessageCircle = /* @__PURE__ */ spriteIcon("message-circle");
export const Menu = /* @__PURE__ */ spriteIcon("menu");
export const Microscope = /* @__PURE__ */ spriteIcon("microscope");
export const Monitor = /* @__PURE__ */ spriteIcon("monitor");
export const Moon = /* @__PURE__ */ spriteIcon("moon");
export const Pill = /* @__PURE__ */ spriteIcon("pill");
export const Play = /* @__PURE__ */ spriteIcon("play");
export const RotateCcw = /* @__PURE__ */ spriteIcon("rotate-ccw");
export const Salad = /* @__PURE__ */ spriteIcon("salad");
export const Scale = /* @__PURE__ */ spriteIcon("scale");
export const Search = /* @__PURE__ */ spriteIcon("search");
export const ShieldAlert = /* @__PURE__ */ spriteIcon("shield-alert");
export const ShieldCheck = /* @__PURE__ */ spriteIcon("shield-check");
export const Smile = /* @__PURE__ */ spriteIcon("smile");
export const Sparkles = /* @__PURE__ */ spriteIcon("sparkles");
export const Star = /* @__PURE__ */ spriteIcon("star");
export const Stethoscope = /* @__PURE__ */ spriteIcon("stethoscope");
export const Sun = /* @__PURE__ */ spriteIcon("sun");
export const Tag = /* @__PURE__ */ spriteIcon("tag");
export const Target = /* @__PURE__ */ spriteIcon("target");
export const TestTube = /* @__PURE__ */ spriteIcon("test-tube");
export const Thermometer = /* @__PURE__ */ spriteIcon("thermometer");
export const Timer = /* @__PURE__ */ spriteIcon("timer");
export const TrendingUp = /* @__PURE__ */ spriteIcon("trending-up");
export const UserRound = /* @__PURE__ */ spriteIcon("user-round");
export const Users = /* @__PURE__ */ spriteIcon("users");
export const Utensils = /* @__PURE__ */ spriteIcon("utensils");
export const Wine = /* @__PURE__ */ spriteIcon("wine");
export const X = /* @__PURE__ */ spriteIcon("x");

import type { SVGProps } from "react";
import type { SpriteIconId } from "@/lib/sprite-icons";
import { cn } from "@/lib/utils";

/** Where the sprite is served (src/app/icons.svg/route.ts). */
export const SPRITE_PATH = "/icons.svg";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;
export type Icon = ((props: IconProps) => React.JSX.Element) & { spriteId: SpriteIconId };

/**
 * An icon of the sprite, drawn with <use>: a few dozen bytes in the markup and the RSC payload
 * where lucide-react's component writes every path of the icon into both. Same names and props
 * as lucide-react's components (className sizes it; 24 px by default, as lucide's), and hidden
 * from assistive technology unless it is given a label. Works in server and client components.
 */
function spriteIcon(id: SpriteIconId): Icon {
  function SpriteIcon({ className, ...props }: IconProps) {
    const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
    return (
      <svg className={cn("icon", className)} aria-hidden={labelled ? undefined : true} focusable="false" {...props}>
        <use href={`${SPRITE_PATH}#${id}`} />
      </svg>
    );
  }
  return Object.assign(SpriteIcon, { spriteId: id });
}

export const Activity = spriteIcon("activity");
export const AlertTriangle = spriteIcon("alert-triangle");
export const Apple = spriteIcon("apple");
export const ArrowRight = spriteIcon("arrow-right");
export const Baby = spriteIcon("baby");
export const BadgeCheck = spriteIcon("badge-check");
export const BookOpen = spriteIcon("book-open");
export const Brain = spriteIcon("brain");
export const Calendar = spriteIcon("calendar");
export const CalendarDays = spriteIcon("calendar-days");
export const Check = spriteIcon("check");
export const CheckCircle2 = spriteIcon("check-circle2");
export const ChevronDown = spriteIcon("chevron-down");
export const ChevronRight = spriteIcon("chevron-right");
export const CircleHelp = spriteIcon("circle-help");
export const Clock = spriteIcon("clock");
export const CreditCard = spriteIcon("credit-card");
export const Dna = spriteIcon("dna");
export const Download = spriteIcon("download");
export const Droplets = spriteIcon("droplets");
export const Dumbbell = spriteIcon("dumbbell");
export const FileText = spriteIcon("file-text");
export const Flame = spriteIcon("flame");
export const FlaskConical = spriteIcon("flask-conical");
export const Gauge = spriteIcon("gauge");
export const Heart = spriteIcon("heart");
export const HeartHandshake = spriteIcon("heart-handshake");
export const HeartPulse = spriteIcon("heart-pulse");
export const Hourglass = spriteIcon("hourglass");
export const Info = spriteIcon("info");
export const Leaf = spriteIcon("leaf");
export const Lightbulb = spriteIcon("lightbulb");
export const Lock = spriteIcon("lock");
export const Mail = spriteIcon("mail");
export const MapPin = spriteIcon("map-pin");
export const MessageCircle = spriteIcon("message-circle");
export const Microscope = spriteIcon("microscope");
export const Moon = spriteIcon("moon");
export const Pill = spriteIcon("pill");
export const RotateCcw = spriteIcon("rotate-ccw");
export const Salad = spriteIcon("salad");
export const Scale = spriteIcon("scale");
export const Search = spriteIcon("search");
export const ShieldAlert = spriteIcon("shield-alert");
export const ShieldCheck = spriteIcon("shield-check");
export const Smile = spriteIcon("smile");
export const Sparkles = spriteIcon("sparkles");
export const Star = spriteIcon("star");
export const Stethoscope = spriteIcon("stethoscope");
export const Sun = spriteIcon("sun");
export const Tag = spriteIcon("tag");
export const Target = spriteIcon("target");
export const TestTube = spriteIcon("test-tube");
export const Thermometer = spriteIcon("thermometer");
export const Timer = spriteIcon("timer");
export const TrendingUp = spriteIcon("trending-up");
export const UserRound = spriteIcon("user-round");
export const Users = spriteIcon("users");
export const Utensils = spriteIcon("utensils");
export const Wine = spriteIcon("wine");
export const X = spriteIcon("x");

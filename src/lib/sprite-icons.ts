import {
  Activity,
  AlertTriangle,
  Apple,
  ArrowRight,
  Baby,
  BadgeCheck,
  BookOpen,
  Brain,
  Calendar,
  CalendarDays,
  Check,
  CheckCircle2,
  ChevronDown,
  ChevronRight,
  CircleHelp,
  Clock,
  CreditCard,
  Dna,
  Download,
  Droplets,
  Dumbbell,
  FileText,
  Flame,
  FlaskConical,
  Gauge,
  Heart,
  HeartHandshake,
  HeartPulse,
  Hourglass,
  Info,
  Leaf,
  Lightbulb,
  Lock,
  Mail,
  MapPin,
  MessageCircle,
  Microscope,
  Moon,
  Pill,
  RotateCcw,
  Salad,
  Scale,
  Search,
  ShieldAlert,
  ShieldCheck,
  Smile,
  Sparkles,
  Star,
  Stethoscope,
  Sun,
  Tag,
  Target,
  TestTube,
  Thermometer,
  Timer,
  TrendingUp,
  UserRound,
  Users,
  Utensils,
  Wine,
  X,
  type IconNode,
} from "lucide";

/**
 * The icons the server-rendered pages draw, by their id in the sprite served at /icons.svg
 * (src/app/icons.svg/route.ts). A page references an icon with <use> (src/components/ui/icons.tsx)
 * instead of carrying its paths: the paths of a lucide icon, written inline, appear twice in every
 * document (the markup and the RSC payload), once per use. An icon missing here has no symbol:
 * src/lib/sprite-icons.test.ts checks that every id components/ui/icons.tsx exports is listed.
 */
export const spriteIcons = {
  activity: Activity,
  "alert-triangle": AlertTriangle,
  apple: Apple,
  "arrow-right": ArrowRight,
  baby: Baby,
  "badge-check": BadgeCheck,
  "book-open": BookOpen,
  brain: Brain,
  calendar: Calendar,
  "calendar-days": CalendarDays,
  check: Check,
  "check-circle2": CheckCircle2,
  "chevron-down": ChevronDown,
  "chevron-right": ChevronRight,
  "circle-help": CircleHelp,
  clock: Clock,
  "credit-card": CreditCard,
  dna: Dna,
  download: Download,
  droplets: Droplets,
  dumbbell: Dumbbell,
  "file-text": FileText,
  flame: Flame,
  "flask-conical": FlaskConical,
  gauge: Gauge,
  heart: Heart,
  "heart-handshake": HeartHandshake,
  "heart-pulse": HeartPulse,
  hourglass: Hourglass,
  info: Info,
  leaf: Leaf,
  lightbulb: Lightbulb,
  lock: Lock,
  mail: Mail,
  "map-pin": MapPin,
  "message-circle": MessageCircle,
  microscope: Microscope,
  moon: Moon,
  pill: Pill,
  "rotate-ccw": RotateCcw,
  salad: Salad,
  scale: Scale,
  search: Search,
  "shield-alert": ShieldAlert,
  "shield-check": ShieldCheck,
  smile: Smile,
  sparkles: Sparkles,
  star: Star,
  stethoscope: Stethoscope,
  sun: Sun,
  tag: Tag,
  target: Target,
  "test-tube": TestTube,
  thermometer: Thermometer,
  timer: Timer,
  "trending-up": TrendingUp,
  "user-round": UserRound,
  users: Users,
  utensils: Utensils,
  wine: Wine,
  x: X,
} satisfies Record<string, IconNode>;

export type SpriteIconId = keyof typeof spriteIcons;

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The sprite: one <symbol> per icon, its elements as lucide draws them (stroke styles come from the page's `.icon` rule). */
export function spriteSvg(): string {
  const symbols = Object.entries(spriteIcons).map(([id, node]) => {
    const shapes = node
      .map(
        ([tag, attrs]) =>
          `<${tag} ${Object.entries(attrs)
            .map(([k, v]) => `${k}="${escapeAttribute(String(v))}"`)
            .join(" ")}/>`,
      )
      .join("");
    return `<symbol id="${id}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

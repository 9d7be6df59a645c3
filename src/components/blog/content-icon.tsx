import {
  Activity, Apple, Baby, BookOpen, Brain, Calendar, CalendarDays, CircleHelp, Clock, Dna, Droplets,
  Dumbbell, Flame, FlaskConical, Gauge, Heart, HeartHandshake, HeartPulse, Hourglass, Leaf, Lightbulb,
  type LucideIcon, MessageCircle, Microscope, Moon, Pill, Salad, Scale, Search, ShieldCheck, Smile,
  Sparkles, Stethoscope, Sun, Target, TestTube, Thermometer, Timer, TrendingUp, Users, Utensils, Wine,
} from "lucide-react";
import type { IconName } from "@/content/types";
import { cn } from "@/lib/utils";

const icons = {
  Activity, Apple, Baby, BookOpen, Brain, Calendar, CalendarDays, CircleHelp, Clock, Dna, Droplets,
  Dumbbell, Flame, FlaskConical, Gauge, Heart, HeartHandshake, HeartPulse, Hourglass, Leaf, Lightbulb,
  MessageCircle, Microscope, Moon, Pill, Salad, Scale, Search, ShieldCheck, Smile, Sparkles, Stethoscope,
  Sun, Target, TestTube, Thermometer, Timer, TrendingUp, Users, Utensils, Wine,
} satisfies Record<IconName, LucideIcon>;

/** The lucide icon a content item names; decorative, so hidden from assistive technology. */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={cn("h-5 w-5", className)} aria-hidden />;
}

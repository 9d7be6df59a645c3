// GET /sitemap.xml – every public static route plus every article (canonical URLs only).
import type { MetadataRoute } from "next";
import { articles } from "@/content/blog";
import { absoluteUrl } from "@/lib/seo/urls";

const staticRoutes: { path: string; priority: number; changeFrequency: "weekly" | "monthly" | "yearly" }[] = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  { path: "/blog", priority: 0.9, changeFrequency: "weekly" },
  { path: "/natural-fertility-methods-pdf", priority: 0.8, changeFrequency: "monthly" },
  { path: "/gender-swaying-2025", priority: 0.8, changeFrequency: "monthly" },
  { path: "/digital-fertility-guide", priority: 0.8, changeFrequency: "monthly" },
  { path: "/baby-gender-selection-home", priority: 0.8, changeFrequency: "monthly" },
  { path: "/terms", priority: 0.3, changeFrequency: "yearly" },
  { path: "/privacy", priority: 0.3, changeFrequency: "yearly" },
  { path: "/compliance", priority: 0.3, changeFrequency: "yearly" },
  { path: "/developers", priority: 0.4, changeFrequency: "monthly" },
  { path: "/developers/reference", priority: 0.3, changeFrequency: "monthly" },
];

export default function sitemap(): MetadataRoute.Sitemap {
  const newest = articles[0]?.date;
  return [
    ...staticRoutes.map((route) => ({
      url: absoluteUrl(route.path),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
      ...(route.path === "/blog" && newest ? { lastModified: newest } : {}),
    })),
    ...articles.map((article) => ({
      url: absoluteUrl(`/blog/${article.slug}`),
      lastModified: article.date,
      changeFrequency: "monthly" as const,
      priority: article.featured ? 0.8 : 0.7,
    })),
  ];
}

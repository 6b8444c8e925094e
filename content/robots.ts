/**
 * The site's robots.txt rules as data: app/robots.ts serves them, and the AI visibility report
 * (lib/ai-crawlers) checks every counted request against them, so a rule added here is both
 * published and checked.
 */

export type RobotsGroup = { userAgent: string | string[]; allow?: string | string[]; disallow?: string | string[] };

export const robotsRules: RobotsGroup[] = [{ userAgent: '*', allow: '/', disallow: ['/admin', '/admin/'] }];

/** Shapes shared by the content modules. */
export type NavItem = { to: string; label: string };

export type PublicRoute = {
  path: string;
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
};

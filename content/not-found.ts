/** The not-found page (spec: '404', 'Oops! Page not found', 'Return to Home'). */
export const notFoundCopy = {
  title: 'Page not found',
  code: '404',
  heading: 'Oops! Page not found',
  text: 'The page you were looking for has moved or never existed. Everything we offer is one click away from the home page.',
  action: { label: 'Return to Home', href: '/' },
} as const;

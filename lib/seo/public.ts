// The SEO face: page metadata and JSON-LD builders, pure code for pages and route handlers.
export * from './metadata';
export * from './schema';
export * from './marketing-schema';
export * from './guide-schema';
export * from './blog-schema';
export * from './author-schema';
export * from './post-seo';
export * from './sitemap';

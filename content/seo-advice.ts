/**
 * Where search results pages start to cut: ~600 px of title is about 60 characters. Editorial
 * advice, as data: the post editor's SEO panel quotes it (./seo-panel.ts) and
 * lib/posts/seo-fields.ts judges a post's fields by it. A module of its own so that code which
 * needs the numbers does not carry the panel's copy into a bundle.
 */
export const SEO_ADVICE = { titleMax: 60, descriptionMin: 70, descriptionMax: 160 } as const;

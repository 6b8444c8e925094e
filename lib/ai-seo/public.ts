// The AI-SEO guides' face: pure text helpers for the guide pages and their JSON-LD.
export { plainText, tokenizeInline, type InlineToken } from './inline';
export { guideWordCount } from './words';

/** Finds anything in sanitised HTML that a browser could execute. Used with the XSS corpus. */
const forbiddenTags = ['script', 'iframe', 'object', 'embed', 'style', 'form', 'svg', 'math', 'base', 'meta', 'link', 'template', 'frame', 'frameset', 'input', 'button', 'textarea', 'select', 'video', 'audio', 'source', 'noscript'];
const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster', 'srcset'];

export function executableParts(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const problems: string[] = [];
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (forbiddenTags.includes(tag)) problems.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${tag}[${name}]`);
      if (name === 'style') problems.push(`${tag}[style]`);
      if (urlAttributes.includes(name)) {
        const value = attribute.value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();
        if (/^(javascript|vbscript|data|file):/.test(value) || value.startsWith('//')) problems.push(`${tag}[${name}=${attribute.value}]`);
      }
    }
  }
  return problems;
}

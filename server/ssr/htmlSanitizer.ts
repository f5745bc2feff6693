import sanitizeHtml from 'sanitize-html';

/**
 * CMS HTML (articles, agreements) on the server, for crawler pages and previews, by an allow-list of what
 * such HTML is made of (decision 107). The browser sanitizes the same HTML with DOMPurify when the app
 * renders it; on the server DOMPurify needs jsdom, which cost the edge ~110 MB of its 256.
 * No script, event handler, form, frame or embedded object; links and images by http(s) (mail and phone
 * links too) or relative. Section anchors (`id="section-2"`) stay; other ids and every `name` go: a name
 * like `cookie` or `head` could shadow a document property the preview's loader reads (DOMPurify drops
 * those by asking the document, which the server has not got; no document property has a hyphen).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del', 'ins'],
  allowedAttributes: {
    '*': ['class', 'style', 'title', 'dir', 'lang', 'id'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align', 'scope'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'type', 'reversed'],
    time: ['datetime'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  // Unknown and refused tags keep their text (as DOMPurify does), except those whose text is code.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template'],
  transformTags: {
    '*': (tagName, attribs) => {
      if (attribs.id === undefined || attribs.id.includes('-')) return { tagName, attribs };
      const { id: _shadowing, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
  },
};

export function sanitizeServerHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

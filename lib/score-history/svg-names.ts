// verovio writes an element's file id (MEI xml:id, MusicXML id) as its SVG id, and its MEI @type
// into its class after verovio's own class name. Barline puts the SVG inline in its pages, where a
// file could use them to clobber names (an element id is a property of window) or to take on the
// page's own classes. So every id is namespaced (and every reference to one with it), and every
// class word after the first, verovio's, too.

const PREFIX = "vrv-";

/** The SVG with its ids and the @type words of its classes under the `vrv-` namespace. */
export function confineSvgNames(svg: string): string {
  const ids = new Set<string>();
  const named = svg
    .replace(/(\sid=")([^"]*)"/g, (_, at: string, id: string) => {
      ids.add(id);
      return `${at}${PREFIX}${id}"`;
    })
    .replace(/(\sclass=")([^"]*)"/g, (_, at: string, value: string) => {
      const [own, ...typed] = value.trim().split(/\s+/);
      return `${at}${[own, ...typed.map((t) => PREFIX + t)].join(" ")}"`;
    })
    .replace(/(\s(?:xlink:)?href="#)([^"]*)"/g, (_, at: string, id: string) => `${at}${PREFIX}${id}"`)
    .replace(/url\(#([^)]*)\)/g, (_, id: string) => `url(#${PREFIX}${id})`);
  // verovio's stylesheet scopes its rules to the drawing's own id.
  return named.replace(
    /(<style[^>]*>)([\s\S]*?)(<\/style>)/g,
    (_, open: string, css: string, close: string) => {
      const scoped = css.replace(/#([\w-]+)/g, (whole, id: string) =>
        ids.has(id) ? `#${PREFIX}${id}` : whole,
      );
      return open + scoped + close;
    },
  );
}

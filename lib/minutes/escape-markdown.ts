// Text from a chat log or a person, written into Markdown as text: nothing in it may become a link,
// an image, HTML, or a heading, list, quote or table of the minutes' own. Every character Markdown
// (CommonMark and GitHub's) gives a meaning is backslash-escaped; so are the ":" of "://", the "." of
// "www." and "@", which GitHub's renderer would otherwise turn into links; line breaks stay breaks
// inside the paragraph.
const INLINE = /[\\`*_[\]<>&#|~!@]|(?<=^|\n)[-+=]|(?<=(?:^|\n)\d{1,9})[.)]|(?<=\w):(?=\/\/)|(?<=\bwww)\./gi;

export function escapeMarkdown(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .trim()
    .replace(/\n\s*/g, "\n")
    .replace(INLINE, "\\$&")
    .replace(/\n+/g, "\\\n");
}

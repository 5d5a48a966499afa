// Every match of a global pattern, as String.prototype.matchAll gives them, but without the copy of
// the pattern matchAll makes on every call: here that copy cost more than most of the searches
// (extraction runs dozens of patterns over every clause, and most find nothing).
export function matchesOf(re: RegExp, text: string): RegExpExecArray[] {
  if (!re.global) throw new TypeError(`matchesOf needs a global pattern: ${re}`);
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    out.push(m);
    if (m[0].length === 0) re.lastIndex++;
  }
  re.lastIndex = 0;
  return out;
}

/** Whether a global pattern matches the text, leaving it ready for the next text. */
export function hasMatch(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  const found = re.test(text);
  re.lastIndex = 0;
  return found;
}

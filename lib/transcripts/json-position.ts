// Where JSON text stops being JSON. Node 20's JSON.parse names a position for most errors but not for
// an unexpected token ("Unexpected token '}', … is not valid JSON"): this scanner finds the offset of
// the first error itself, so a problem can name the line.

/** The offset of the first syntax error in `text` (text.length when it ends too early), or -1 when
 * the text is valid JSON. */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const ws = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  // Each returns false at the offset where reading failed (left in i).
  const value = (): boolean => {
    ws();
    const c = text[i];
    if (c === "{") return container("}", true);
    if (c === "[") return container("]", false);
    if (c === '"') return string();
    if (c === "-" || (c !== undefined && c >= "0" && c <= "9")) return number();
    for (const word of ["true", "false", "null"]) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return true;
      }
    }
    // A misspelt literal: the error is at the first character that differs.
    for (const word of ["true", "false", "null"]) {
      if (c === word[0]) {
        let k = 0;
        while (text[i + k] === word[k]) k++;
        i += k;
        return false;
      }
    }
    return false;
  };
  const container = (close: string, object: boolean): boolean => {
    i++;
    ws();
    if (text[i] === close) return (i++, true);
    for (;;) {
      if (object) {
        ws();
        if (text[i] !== '"' || !string()) return false;
        ws();
        if (text[i] !== ":") return false;
        i++;
      }
      if (!value()) return false;
      ws();
      if (text[i] === ",") {
        i++;
        continue;
      }
      if (text[i] === close) return (i++, true);
      return false;
    }
  };
  const string = (): boolean => {
    i++;
    while (i < text.length) {
      const c = text[i]!;
      if (c === '"') return (i++, true);
      if (c < " ") return false;
      if (c === "\\") {
        const e = text[i + 1];
        if (e === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return ((i += 2), false);
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else return (i++, false);
      } else i++;
    }
    return false;
  };
  const number = (): boolean => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!m || m[0] === "-") return ((i += m ? 1 : 0), false);
    i += m[0].length;
    return true;
  };
  if (!value()) return i;
  ws();
  return i < text.length ? i : -1;
}

/** The 1-based line and column of an offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}

/** JSON.parse's message without the copy of the text V8 adds to some ("…, "{"a":}" is not valid JSON"). */
export function jsonErrorMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message
    .replace(/, (?:\.\.\.)?".*" is not valid JSON$/s, "")
    .replace(/ in JSON at position \d+.*$/s, "");
}

// An accidental as a musician writes it ("flat", "♯", "double-sharp", "bb") as semitones.
export function alterOf(acc: string | undefined): number {
  if (!acc) return 0;
  const a = acc.toLowerCase().replace(/[\s-]/g, "");
  if (a === "doubleflat" || a === "bb" || a === "♭♭" || a === "𝄫") return -2;
  if (a === "doublesharp" || a === "##" || a === "♯♯" || a === "x" || a === "𝄪") return 2;
  if (a === "flat" || a === "b" || a === "♭") return -1;
  if (a === "sharp" || a === "#" || a === "♯") return 1;
  return 0;
}

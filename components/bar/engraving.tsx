"use client";
// verovio's SVG of a few bars (engraved on the server). Each bar (`g.measure[data-n]`) opens that
// bar when clicked, or focused and Enter pressed; the bar being read is drawn in the link colour.
// While the bar asked for is re-read on the server, the engraving says so.
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { Loading } from "../ui/loading.tsx";

export function Engraving({
  svg,
  selected,
  barHref,
  label,
}: {
  svg: string;
  /** The printed number of the bar being read. */
  selected: number | string | null;
  /** Address of a bar, with "{bar}" where its number goes. */
  barHref: string;
  label: string;
}) {
  const router = useRouter();
  const box = useRef<HTMLDivElement>(null);
  const [rereading, startRereading] = useTransition();
  const [asked, setAsked] = useState<string | null>(null);

  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const measures = Array.from(root.querySelectorAll<SVGGElement>("g.measure[data-n]"));
    for (const m of measures) {
      const n = m.dataset.n ?? "";
      m.classList.toggle("selected", n === String(selected));
      m.setAttribute("tabindex", "0");
      m.setAttribute("role", "link");
      m.setAttribute("aria-label", `bar ${n}`);
    }
    const open = (target: EventTarget | null) => {
      const m = (target as Element | null)?.closest?.("g.measure[data-n]") as SVGGElement | null;
      const n = m?.dataset.n;
      if (!n) return;
      setAsked(n);
      startRereading(() => router.push(barHref.replace("{bar}", encodeURIComponent(n)), { scroll: false }));
    };
    const onClick = (e: MouseEvent) => open(e.target);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        open(e.target);
      }
    };
    root.addEventListener("click", onClick);
    root.addEventListener("keydown", onKey);
    return () => {
      root.removeEventListener("click", onClick);
      root.removeEventListener("keydown", onKey);
    };
  }, [svg, selected, barHref, router]);

  return (
    <figure className="m-0" aria-busy={rereading}>
      {rereading && asked && <Loading className="mb-1">{`Re-reading bar ${asked}…`}</Loading>}
      <div
        ref={box}
        className="engraving overflow-x-auto rounded-md border bg-white p-2"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption className="mt-1 text-xs text-muted-foreground">{label}</figcaption>
    </figure>
  );
}

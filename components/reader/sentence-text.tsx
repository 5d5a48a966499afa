// A text with its claim sentences marked.
import { ClaimMark } from "./claim-mark.tsx";
import { worstVerdict, type Segment } from "./moments.ts";
import type { ReaderLinks } from "./reader-links.ts";

export function SentenceText({
  text,
  segments,
  links,
}: {
  text: string;
  segments: Segment[] | undefined;
  links: ReaderLinks;
}) {
  if (!segments) return <>{text}</>;
  return (
    <>
      {segments.map((s, i) =>
        s.claims.length === 0 ? (
          <span key={i}>{s.text}</span>
        ) : (
          <ClaimMark
            key={i}
            text={s.text}
            claims={s.claims}
            verdict={worstVerdict(s.claims)}
            href={links.claim(s.claims[0]!)}
          />
        ),
      )}
    </>
  );
}

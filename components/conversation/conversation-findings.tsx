// One conversation of the report: what the assistant (or a read) claimed, turn by turn, with what
// the saved score has; then the flags raised on it.
import type { ReportConversation } from "../../lib/report/report.ts";
import { namesSeveralParts, subjectWords } from "./subject-words.ts";

export function ConversationFindings({
  conversation: c,
  anchor,
}: {
  conversation: ReportConversation;
  anchor: string;
}) {
  const showPart = namesSeveralParts(c.claims.map((x) => x.subject));
  return (
    <section id={anchor} className="conversation" data-conversation={c.id}>
      <h2>{c.id}</h2>
      <p className="facts">
        {[
          c.format,
          c.model,
          c.scoreId ? `score ${c.scoreId}` : "no score",
          `${c.turns} ${c.turns === 1 ? "turn" : "turns"}`,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>

      <h3>Flags</h3>
      {c.flags.length === 0 ? (
        <p className="none">No flags.</p>
      ) : (
        <ul className="flags">
          {c.flags.map((f, i) => (
            <li key={i} data-flag={f.type}>
              <span className="turn">turn {f.turn}</span> <strong className="flag-type">{f.type}</strong>
              <span className="message">{f.message}</span>
            </li>
          ))}
        </ul>
      )}

      <h3>Claims</h3>
      {c.claims.length === 0 ? (
        <p className="none">No checkable claims.</p>
      ) : (
        <table className="claims">
          <thead>
            <tr>
              <th scope="col">Turn</th>
              <th scope="col">Sentence</th>
              <th scope="col">Kind</th>
              <th scope="col">Subject</th>
              <th scope="col">Verdict</th>
              <th scope="col">What the score has</th>
            </tr>
          </thead>
          <tbody>
            {c.claims.map((x) => (
              <tr key={x.id} data-claim={x.id} className={x.verdict}>
                <td className="num">{x.turn}</td>
                <td>
                  {x.text}
                  {x.source === "read" && <span className="source"> (from a read)</span>}
                </td>
                <td>{x.kind}</td>
                <td>{subjectWords(x.subject, showPart)}</td>
                <td>
                  <span className={`verdict ${x.verdict}`}>{x.verdict}</span>
                </td>
                <td className="evidence">{x.evidence[0] ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

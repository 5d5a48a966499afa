// The bundle's report: a table of its conversations, then each conversation's flags and claims.
import { ConversationFindings } from "../components/conversation/conversation-findings.tsx";
import { ConversationsTable, type ConversationRow } from "../components/tables/conversations-table.tsx";
import { figuresOf } from "../lib/findings/figures.ts";
import { ReadError } from "../lib/read-error.ts";
import type { ReportConversation } from "../lib/report/report.ts";
import { currentReport } from "./current-report.ts";

export default async function ReportPage() {
  let loaded;
  try {
    loaded = await currentReport();
  } catch (err) {
    if (!(err instanceof ReadError)) throw err;
    return (
      <main>
        <h1>Barline</h1>
        <p className="problem" role="alert">
          The bundle could not be read: {err.message}
        </p>
      </main>
    );
  }
  const { path, report } = loaded;
  const conversations = report.conversations.map((c, i) => ({ c, anchor: `conversation-${i + 1}` }));
  const all = figuresOf(report.conversations);
  const flags = Object.values(all.flags).reduce((n, k) => n + k, 0);
  const rate =
    all.falseClaimRate === null ? "" : ` (false-claim rate ${(100 * all.falseClaimRate).toFixed(1)}%)`;

  return (
    <main>
      <header>
        <h1>Barline</h1>
        <p className="bundle">
          Bundle <code>{path}</code>, analysed {new Date(report.generatedAt).toUTCString()}
        </p>
        <p className="totals">
          {all.conversations} conversations · {all.claims} claims by the assistant, {all.checkable} checkable,{" "}
          {all.contradicted} contradicted by the saved score{rate} · {flags} flags
        </p>
      </header>

      <h2>Conversations</h2>
      <ConversationsTable rows={conversations.map(({ c, anchor }) => row(c, anchor))} />

      {report.problems.length > 0 && (
        <section className="problems">
          <h2>Problems reading the bundle</h2>
          <ul>
            {report.problems.map((p, i) => (
              <li key={i}>
                <code>{p.file}</code>
                {p.at ? ` (${p.at})` : ""}: {p.message}
              </li>
            ))}
          </ul>
        </section>
      )}

      {conversations.map(({ c, anchor }) => (
        <ConversationFindings key={c.id} conversation={c} anchor={anchor} />
      ))}
    </main>
  );
}

function row(c: ReportConversation, anchor: string): ConversationRow {
  const f = figuresOf([c]);
  return {
    id: c.id,
    anchor,
    format: c.format,
    model: c.model,
    scoreId: c.scoreId,
    turns: c.turns,
    claims: f.claims,
    contradicted: f.contradicted,
    flags: c.flags.length,
  };
}

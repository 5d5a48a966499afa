// The last image shown to the model at or before a turn (in a message or a tool result): the page
// image the reader sets beside the score. Read back from the turn a page of messages at a time, so
// a long session is not read whole for it.
import type { Block } from "../../transcripts/conversation.ts";
import type { Db } from "../client.ts";

const PAGE = 200;

export async function imageAtTurn(
  db: Db,
  id: string,
  turn: number,
): Promise<{ url: string; turn: number } | null> {
  let before: number | undefined;
  for (;;) {
    const rows = await db.prisma.message.findMany({
      where: {
        conversationId: id,
        turn: { lte: turn },
        ...(before !== undefined && { index: { lt: before } }),
      },
      orderBy: { index: "desc" },
      take: PAGE,
      select: { index: true, turn: true, blocks: true },
    });
    for (const m of rows) {
      const blocks = (m.blocks as unknown as Block[]).flatMap((b) =>
        b.type === "tool-result" ? b.content : [b],
      );
      const image = blocks.findLast((b) => b.type === "image" && b.sha256);
      if (image?.type === "image") return { url: `/api/images/${image.sha256}`, turn: m.turn! };
    }
    if (rows.length < PAGE) return null;
    before = rows[rows.length - 1]!.index;
  }
}

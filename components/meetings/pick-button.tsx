"use client";
// Pick a conversation, flag or claim for the next meeting (or put it back), or add it to the meeting
// open in this browser. It is named by what it is; its conversation is the reader's when not given.
import { useParams } from "next/navigation";
import { useEffect, useState } from "react";
import { findingName, type Nameable } from "@/lib/minutes/finding-name.ts";
import type { MeetingTarget } from "@/lib/contracts/meeting.ts";
import { callApi } from "@/lib/contracts/call-api.ts";
import { addedCount } from "@/lib/contracts/write-answers.ts";
import { useCan } from "../auth/role-context.tsx";
import { Button } from "../ui/button.tsx";
import {
  onPicks,
  readOpenMeeting,
  readPicks,
  samePick,
  writeOpenMeeting,
  writePicks,
  type OpenMeeting,
} from "./picks.ts";

export type Described = Omit<Nameable, "targetType" | "conversationId"> & { conversationId?: string };

export function PickButton({
  targetType,
  targetId,
  described = {},
}: {
  targetType: MeetingTarget;
  targetId: string;
  described?: Described;
}) {
  const can = useCan("reviewer");
  const params = useParams<{ id?: string }>();
  const conversationId =
    described.conversationId ??
    (params.id ? decodeURIComponent(params.id) : targetType === "conversation" ? targetId : "");
  const name = findingName({ ...described, targetType, conversationId });
  const me = { targetType, targetId };
  const [picked, setPicked] = useState(false);
  const [open, setOpen] = useState<OpenMeeting | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  useEffect(
    () =>
      onPicks(() => {
        setPicked(readPicks().some((p) => samePick(p, { targetType, targetId })));
        setOpen(readOpenMeeting());
      }),
    [targetType, targetId],
  );
  if (!can) return null;
  const add = async (m: OpenMeeting) => {
    const res = await callApi(`/api/meetings/${encodeURIComponent(m.id)}/items`, addedCount, {
      body: {
        add: [me],
      },
    });
    if (!res.ok && /^no meeting/.test(res.error)) writeOpenMeeting(null);
    setAdded(
      !res.ok
        ? `Not added: ${res.error}`
        : res.data.added === 0
          ? `Already in “${m.title}”`
          : `Added to “${m.title}”`,
    );
  };
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-pressed={picked}
        onClick={() =>
          writePicks(picked ? readPicks().filter((p) => !samePick(p, me)) : [...readPicks(), { ...me, name }])
        }
      >
        {picked ? "Picked for a meeting" : "Pick for a meeting"}
      </Button>
      {open && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void add(open)}
          title={`Add ${name} to the meeting “${open.title}”`}
        >
          Add to “{open.title}”
        </Button>
      )}
      {added && (
        <span role="status" className="text-xs">
          {added}
        </span>
      )}
    </>
  );
}

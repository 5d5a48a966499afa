"use client";
// Pick a conversation, flag or claim for the next meeting (or put it back).
import { useEffect, useState } from "react";
import type { MeetingTarget } from "../../lib/db/meetings/meeting-types.ts";
import { useCan } from "../auth/role-context.tsx";
import { Button } from "../ui/button.tsx";
import { readPicks, samePick, writePicks } from "./picks.ts";

export function PickButton({ targetType, targetId }: { targetType: MeetingTarget; targetId: string }) {
  const can = useCan("reviewer");
  const me = { targetType, targetId };
  const [picked, setPicked] = useState(false);
  useEffect(() => {
    const sync = () => setPicked(readPicks().some((p) => samePick(p, { targetType, targetId })));
    sync();
    window.addEventListener("barline-picks", sync);
    return () => window.removeEventListener("barline-picks", sync);
  }, [targetType, targetId]);
  if (!can) return null;
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-pressed={picked}
      onClick={() => writePicks(picked ? readPicks().filter((p) => !samePick(p, me)) : [...readPicks(), me])}
    >
      {picked ? "Picked for a meeting" : "Pick for a meeting"}
    </Button>
  );
}

// One step of a meeting as its page shows it: the finding, its conversation, the flag or claim
// itself, the claims and saves of its turn, and the bar re-read.
import type { BarReread } from "@/lib/contracts/bar-reread.ts";
import type { ClaimView } from "@/lib/contracts/claim-view.ts";
import type { ConversationDetail } from "@/lib/contracts/conversation.ts";
import type { FlagView } from "@/lib/contracts/flag-view.ts";
import type { SavedVersionView } from "@/lib/contracts/saved-version.ts";
import type { MeetingFinding } from "@/lib/contracts/meeting.ts";

export interface MeetingStep {
  item: MeetingFinding;
  c: ConversationDetail;
  flag: FlagView | undefined;
  claim: ClaimView | undefined;
  turn: number | null;
  turnClaims: ClaimView[];
  saved: SavedVersionView[];
  reread: BarReread | null;
}

// One step of a meeting as its page shows it: the finding, its conversation, the flag or claim
// itself, the claims and saves of its turn, and the bar re-read.
import type {
  BarReread,
  ClaimView,
  ConversationDetail,
  FlagView,
  SavedVersionView,
} from "../../lib/contract/api-types.ts";
import type { MeetingFinding } from "../../lib/contract/meeting-types.ts";

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

// "checked live": the assistant of this conversation used Barline's own MCP tools (read_bars,
// check_edit, verify_claim …) while it worked, so it could check itself before it spoke.
import { Badge } from "../ui/badge.tsx";

export function CheckedLiveBadge() {
  return (
    <Badge variant="supported" title="The assistant used Barline's MCP tools in this conversation">
      checked live
    </Badge>
  );
}

// A request the model can put right (a score, version, bar, part or staff the score does not have; an
// edit that changes nothing): answered as a tool result with isError and this sentence, never as a
// protocol error, so the model reads it and tries again.
export class ToolError extends Error {}

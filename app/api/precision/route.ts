// Barline's precision as its reviewers judged it, per flag type and claim kind, and per day.
import { getPrecision } from "@/lib/db/reviews/get-precision.ts";
import { endpoint } from "../endpoint.ts";

export const GET = endpoint({ role: "viewer", handler: ({ db }) => getPrecision(db) });

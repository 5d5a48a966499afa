// A write's JSON body: the text read as JSON, or a refusal saying it is not (the route's schema then
// reads it: app/api/endpoint.ts).
import { AppError } from "@/lib/errors/app-error.ts";

export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    throw new AppError("bad-request", "the body is not JSON");
  }
}

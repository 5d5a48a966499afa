// What a use case says when the thing asked for does not exist: the route answers 404 with it.
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NotFoundError";
  }
}

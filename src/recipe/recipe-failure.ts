/** A failed recipe request whose message is written for the cook. */
export class RecipeFailure extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'RecipeFailure';
    this.code = code;
  }
}

/** The words the cook sees for any error: our own messages as they are, anything else in general terms. */
export function messageFor(error: unknown): string {
  if (error instanceof Error && typeof (error as { code?: unknown }).code === 'string') return error.message;
  return 'Something went wrong while writing your recipe. Please try again.';
}

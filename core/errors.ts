/**
 * Every failure the cook or an API caller can meet, in one table for browser and server: a stable
 * code, plain words, and the HTTP status where the server answers with it. Codes without a status
 * are met by the browser itself and never sent over the wire. Each route tells its failures in
 * its own words, through its own error type: a recipe's (RecipeError, ERRORS) or a photo's
 * (PhotoError, PHOTO_MESSAGES).
 */

import * as v from 'valibot';

const OFFLINE_MESSAGE = "We couldn't reach Pantry Chef. Check your connection and try again.";

export const ERRORS = {
  not_found: { status: 404, message: 'There is nothing at this address.' },
  invalid_body: { status: 400, message: 'That request was not a valid ingredient list.' },
  bad_image: { status: 400, message: 'That photo could not be read. Please send a JPEG or PNG photo.' },
  body_too_large: { status: 413, message: 'That recipe request is too large.' },
  unsupported_media_type: { status: 415, message: 'Recipe requests must be sent as JSON.' },
  rate_limited: { status: 429, message: 'That was a lot of recipes in a short time. Please wait a minute and try again.' },
  too_many_streams: { status: 429, message: 'Too many recipes are being written at once. Please try again in a moment.' },
  internal_error: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  model_auth: { status: 502, message: 'The recipe model turned down our access key. The site owner needs to check the token.' },
  model_credits: { status: 502, message: 'The recipe model has run out of credits for today. Please try again later.' },
  model_not_found: {
    status: 502,
    message: 'The recipe model is not available from the model service. The site owner needs to choose another model.',
  },
  model_busy: { status: 502, message: 'The recipe model is busy right now. Please try again in a minute.' },
  model_unavailable: { status: 502, message: 'The recipe model is unavailable right now. Please try again in a little while.' },
  model_error: { status: 502, message: 'The recipe model ran into a problem while writing. Please try again.' },
  shutting_down: { status: 503, message: 'Pantry Chef is restarting. Please try again in a moment.' },
  not_configured: {
    status: 503,
    message: 'No recipe model is set up on this server yet. The site owner needs to add a Hugging Face token.',
  },
  model_timeout: { status: 504, message: 'The recipe model took too long to answer. Please try again.' },
  offline: { message: OFFLINE_MESSAGE },
  connection_lost: { message: 'The connection dropped before the recipe was finished. Please try again.' },
  unexpected_answer: { message: 'Pantry Chef could not answer just now. Please try again.' },
} as const satisfies Record<string, { status?: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The same failures when a photo is being read: each says what failed, the photo or the model that reads it. */
const PHOTO_MESSAGES: Record<ErrorCode, string> = {
  not_found: ERRORS.not_found.message,
  invalid_body: 'That request was not a valid photo: the body must be {"image": "data:image/jpeg;base64,…"}.',
  bad_image: ERRORS.bad_image.message,
  body_too_large: 'That photo is too large to send. Please choose a smaller one.',
  unsupported_media_type: 'Photos must be sent as JSON: {"image": "data:image/jpeg;base64,…"}.',
  rate_limited: 'That was a lot of photos in a short time. Please wait a minute and try again.',
  too_many_streams: 'Too many photos are being read at once. Please try again in a moment.',
  internal_error: 'Something went wrong on our side while reading the photo. Please try again.',
  model_auth: 'The model that reads photos turned down our access key. The site owner needs to check the token.',
  model_credits: 'The model that reads photos has run out of credits for today. Please try again later.',
  model_not_found: 'The model that reads photos is not available from the model service. The site owner needs to choose another model.',
  model_busy: 'The model that reads photos is busy right now. Please try again in a minute.',
  model_unavailable: 'The model that reads photos is unavailable right now. Please try again in a little while.',
  model_error: 'The model that reads photos sent back no usable answer. Please try again.',
  shutting_down: ERRORS.shutting_down.message,
  not_configured: 'No model that reads photos is set up on this server yet. The site owner needs to add a Hugging Face token.',
  model_timeout: 'The model that reads photos took too long to answer. Please try again.',
  offline: OFFLINE_MESSAGE,
  connection_lost: 'The connection dropped before the photo was read. Please try again.',
  unexpected_answer: 'Pantry Chef could not read the photo just now. Please try again.',
};

/**
 * Failures told more precisely than their code's message: the caller still reads the code, the
 * cook reads what happened.
 */
const DETAILED_ERRORS = {
  /** The model's answer broke off after its first words. */
  model_dropped: {
    code: 'model_error',
    message: 'The connection to the recipe model dropped before the recipe was finished. Please try again.',
  },
  /** The model ended its answer without a word of recipe (on the server, or in direct mode in the browser). */
  model_empty: { code: 'model_error', message: 'The recipe model sent back no recipe. Please try again.' },
} as const satisfies Record<string, { code: ErrorCode; message: string }>;

export type ErrorDetail = keyof typeof DETAILED_ERRORS;

export function detailedError(name: ErrorDetail): RecipeError {
  const { code, message } = DETAILED_ERRORS[name];
  return new RecipeError(code, message);
}

/** Which detailed failure an error is, if any: the page has its own words for each (the wire carries only the code and the English words). */
export function detailOf(error: ApiError): ErrorDetail | undefined {
  return (Object.keys(DETAILED_ERRORS) as ErrorDetail[]).find((name) => DETAILED_ERRORS[name].message === error.message);
}

/** `{"error": {"code", "message"}}`: every failure's JSON body, and the data of the stream's error event. */
export const ErrorBodySchema = v.object({ error: v.object({ code: v.string(), message: v.string() }) });

export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERRORS, code);
}

/** A failure with a stable code; `message` is always safe to show the cook. RecipeError and PhotoError say it in their own words. */
export abstract class ApiError<Code extends ErrorCode = ErrorCode> extends Error {
  readonly code: Code;

  constructor(code: Code, message: string) {
    super(message);
    this.code = code;
  }

  /** The HTTP status the server answers with; 500 for a code the browser alone meets. */
  get status(): number {
    const entry = ERRORS[this.code];
    return 'status' in entry ? entry.status : 500;
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message } };
  }
}

/** A recipe's failure (POST /api/recipe, or direct mode's recipe call), in the table's words. */
export class RecipeError<Code extends ErrorCode = ErrorCode> extends ApiError<Code> {
  constructor(code: Code, message: string = ERRORS[code].message) {
    super(code, message);
    this.name = 'RecipeError';
  }
}

/** A photo's failure (POST /api/photo-ingredients, or direct mode's vision call), in the words of PHOTO_MESSAGES. */
export class PhotoError<Code extends ErrorCode = ErrorCode> extends ApiError<Code> {
  constructor(code: Code, message: string = PHOTO_MESSAGES[code]) {
    super(code, message);
    this.name = 'PhotoError';
  }
}

/** A route's own error type, as a caller makes one: RecipeError or PhotoError. */
export type ErrorType<E extends ApiError = ApiError> = new (code: ErrorCode, message?: string) => E;

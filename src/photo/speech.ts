/**
 * The Web Speech API's recognizer, as far as Pantry Chef uses it. TypeScript's DOM library does not
 * describe it, and Chromium and Safari still name it webkitSpeechRecognition.
 */

type SpeechAlternative = { transcript: string };
type SpeechResult = { readonly isFinal: boolean; readonly length: number; [index: number]: SpeechAlternative };
export type SpeechResultEvent = { readonly results: { readonly length: number; [index: number]: SpeechResult } };
export type SpeechErrorEvent = { readonly error: string };

export type Recognizer = {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechResultEvent) => void) | null;
  onerror: ((event: SpeechErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};

type RecognizerClass = new () => Recognizer;

/** The browser's recognizer, or undefined where there is none (then no button is offered). */
export function speechRecognizer(): RecognizerClass | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as unknown as { SpeechRecognition?: RecognizerClass; webkitSpeechRecognition?: RecognizerClass };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

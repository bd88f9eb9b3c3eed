import { useEffect, useRef, useState } from 'react';
import type { Language } from '../../core/kitchen-words.ts';
import { FoundDialog } from './found-dialog.tsx';
import { speechRecognizer, type Recognizer } from './speech.ts';
import { splitHeard } from './split-heard.ts';
import './photo.css';

export type VoiceJobProps = {
  /** The button was pressed again: stop listening and confirm what was heard. */
  stopping: boolean;
  language: Language;
  ingredients: readonly string[];
  onAdd: (names: readonly string[]) => void;
  onDone: (problem?: string) => void;
};

/** The recognizer's language: the browser's own variant when it speaks the recipe language, else a common one. */
const VARIANTS: Record<Language, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  pt: 'pt-BR',
  nl: 'nl-NL',
  pl: 'pl-PL',
  ja: 'ja-JP',
  zh: 'zh-CN',
};

function speechLanguage(language: Language): string {
  const own = navigator.language;
  return own.toLowerCase().split('-')[0] === language ? own : VARIANTS[language];
}

const PROBLEMS: Record<string, string> = {
  'not-allowed': 'Pantry Chef may not use the microphone. Allow it in your browser’s settings for this site, then try again.',
  'service-not-allowed': 'Your browser does not let Pantry Chef listen. Allow the microphone for this site, or type the ingredients.',
  'audio-capture': 'No microphone was found. Check that one is connected and not in use by another app, then try again.',
  'no-speech': 'Nothing was heard. Press Say ingredients and name them, such as “eggs, milk and spinach”.',
  network: 'Listening needs your browser’s speech service, which could not be reached. Check your connection, or type the ingredients.',
  'language-not-supported': 'Your browser cannot listen in this language. Choose another recipe language, or type the ingredients.',
};
const OTHER_PROBLEM = 'Listening stopped with a problem. Please try again, or type the ingredients.';

/** Listens once: shows what it hears as it hears it, stops after a pause or a second press, then confirms. */
export function VoiceJob({ stopping, language, ingredients, onAdd, onDone }: VoiceJobProps) {
  const [heard, setHeard] = useState('');
  const [found, setFound] = useState<readonly string[] | null>(null);
  const recognizer = useRef<Recognizer>(null);

  useEffect(() => {
    const Recognition = speechRecognizer();
    if (!Recognition) return onDone(OTHER_PROBLEM);
    const listening = new Recognition();
    recognizer.current = listening;
    listening.lang = speechLanguage(language);
    listening.interimResults = true;
    // One phrase: the browser stops by itself after a pause.
    listening.continuous = false;
    listening.maxAlternatives = 1;
    let text = '';
    let problem: string | undefined;
    let cancelled = false;
    listening.onresult = (event) => {
      text = '';
      for (let index = 0; index < event.results.length; index++) text += event.results[index]?.[0]?.transcript ?? '';
      setHeard(text);
    };
    listening.onerror = (event) => {
      // `aborted` is our own doing.
      if (event.error !== 'aborted') problem ??= PROBLEMS[event.error] ?? OTHER_PROBLEM;
    };
    listening.onend = () => {
      if (cancelled) return;
      if (problem) return onDone(problem);
      if (text.trim() === '') return onDone(PROBLEMS['no-speech']);
      setFound(splitHeard(text, language));
    };
    try {
      listening.start();
    } catch {
      onDone(OTHER_PROBLEM);
    }
    return () => {
      cancelled = true;
      listening.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one listening per job
  }, []);

  useEffect(() => {
    if (stopping) recognizer.current?.stop();
  }, [stopping]);

  if (found) {
    return <FoundDialog title="Heard you say" found={found} ingredients={ingredients} onAdd={onAdd} onCancel={() => onDone()} />;
  }
  return (
    <div className="photo-busy">
      <p className="photo-busy-text" role="status">
        {heard ? `Heard: ${heard}` : 'Listening… name your ingredients, then pause or press Say ingredients again.'}
      </p>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { Language } from '../../core/kitchen-words.ts';
import { type MessageKey, useT } from '../lib/i18n.ts';
import { FoundDialog } from './found-dialog.tsx';
import { speechLanguage } from './speech-language.ts';
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

/** What the cook reads for each of the recognizer's errors; any other is `photo.voice.other`. */
const PROBLEMS = new Map<string, MessageKey>([
  ['not-allowed', 'photo.voice.not-allowed'],
  ['service-not-allowed', 'photo.voice.service-not-allowed'],
  ['audio-capture', 'photo.voice.audio-capture'],
  ['no-speech', 'photo.voice.no-speech'],
  ['network', 'photo.voice.network'],
  ['language-not-supported', 'photo.voice.language-not-supported'],
]);

/** Listens once: shows what it hears as it hears it, stops after a pause or a second press, then confirms. */
export function VoiceJob({ stopping, language, ingredients, onAdd, onDone }: VoiceJobProps) {
  const t = useT();
  // A problem's words, in the page's language; the button they mention is named as the page names it.
  const problemText = (key: MessageKey) => t(key, { button: t('page.sayIngredients') });
  const [heard, setHeard] = useState('');
  const [found, setFound] = useState<readonly string[] | null>(null);
  const recognizer = useRef<Recognizer>(null);

  useEffect(() => {
    const Recognition = speechRecognizer();
    if (!Recognition) return onDone(problemText('photo.voice.other'));
    const listening = new Recognition();
    recognizer.current = listening;
    listening.lang = speechLanguage(language);
    listening.interimResults = true;
    // One phrase: the browser stops by itself after a pause.
    listening.continuous = false;
    listening.maxAlternatives = 1;
    let text = '';
    let problem: MessageKey | undefined;
    let cancelled = false;
    listening.onresult = (event) => {
      text = '';
      for (let index = 0; index < event.results.length; index++) text += event.results[index]?.[0]?.transcript ?? '';
      setHeard(text);
    };
    listening.onerror = (event) => {
      // `aborted` is our own doing.
      if (event.error !== 'aborted') problem ??= PROBLEMS.get(event.error) ?? 'photo.voice.other';
    };
    listening.onend = () => {
      if (cancelled) return;
      if (problem) return onDone(problemText(problem));
      if (text.trim() === '') return onDone(problemText('photo.voice.no-speech'));
      setFound(splitHeard(text, language));
    };
    try {
      listening.start();
    } catch {
      onDone(problemText('photo.voice.other'));
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
    return (
      <FoundDialog title={t('photo.found.heardTitle')} found={found} ingredients={ingredients} onAdd={onAdd} onCancel={() => onDone()} />
    );
  }
  return (
    <div className="photo-busy">
      <p className="photo-busy-text" role="status">
        {heard ? t('photo.voice.heard', { heard }) : t('photo.voice.listening', { button: t('page.sayIngredients') })}
      </p>
    </div>
  );
}

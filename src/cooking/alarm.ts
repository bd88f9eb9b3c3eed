/** The sound and buzz of a timer that has run out. */
export type Alarm = {
  ring(): void;
  close(): void;
};

/**
 * Made when the cook starts a timer: browsers let audio start only after a tap, and the context
 * made then keeps the right to play when the timer ends minutes later. Three short beeps from an
 * oscillator, so no sound file is fetched; a buzz where the device can.
 */
export function createAlarm(): Alarm {
  let context: AudioContext | null = null;
  try {
    context = typeof AudioContext === 'function' ? new AudioContext() : null;
  } catch {
    // No audio here (a locked-down browser, no output device): the buzz and the message remain.
  }
  return {
    ring() {
      if ('vibrate' in navigator) navigator.vibrate([300, 150, 300, 150, 300]);
      if (!context) return;
      void context.resume().catch(() => {});
      const start = context.currentTime + 0.05;
      for (let beep = 0; beep < 3; beep++) {
        const at = start + beep * 0.45;
        const tone = context.createOscillator();
        const volume = context.createGain();
        tone.frequency.value = 880;
        volume.gain.setValueAtTime(0.0001, at);
        volume.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
        volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
        tone.connect(volume).connect(context.destination);
        tone.start(at);
        tone.stop(at + 0.32);
      }
    },
    close() {
      void context?.close().catch(() => {});
    },
  };
}

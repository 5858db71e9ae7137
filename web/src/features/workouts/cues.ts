// The player's audio cues: short beeps made with Web Audio (no sound files to download or cache)
// and, when the member turns it on, the interval spoken by the browser's speech synthesis in the
// language the app is shown in. The audio context is made on the member's first press (Start), as
// browsers require.
export interface CueSounds {
  beep(kind: 'tick' | 'go' | 'rest' | 'finish'): void;
  say(text: string, language: string): void;
  close(): void;
}

const TONES = { tick: [660, 0.12], go: [990, 0.35], rest: [440, 0.35], finish: [880, 0.8] } as const;

export function createCueSounds(): CueSounds {
  const AudioContextClass =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  const context = AudioContextClass ? new AudioContextClass() : null;
  return {
    beep(kind) {
      if (!context) return;
      const [frequency, seconds] = TONES[kind];
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.25, context.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + seconds);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start();
      oscillator.stop(context.currentTime + seconds);
    },
    say(text, language) {
      if (typeof speechSynthesis === 'undefined') return;
      speechSynthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = language;
      speechSynthesis.speak(utterance);
    },
    close() {
      void context?.close();
      if (typeof speechSynthesis !== 'undefined') speechSynthesis.cancel();
    },
  };
}

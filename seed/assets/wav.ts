/** Short sine-tone melodies as 16-bit mono PCM WAV files. */

export const SAMPLE_RATE = 22050

export type Melody = { notes: number[]; beatsPerMinute: number }

function frequency(midiNote: number): number {
  return 440 * 2 ** ((midiNote - 69) / 12)
}

/** Samples of one melody: each note a sine with a soft attack and release (no clicks). */
function render({ notes, beatsPerMinute }: Melody): Int16Array {
  const beat = Math.round((SAMPLE_RATE * 60) / beatsPerMinute)
  const samples = new Int16Array(beat * notes.length)
  const fade = Math.round(SAMPLE_RATE * 0.02)
  notes.forEach((note, index) => {
    if (note === 0) return
    const hz = frequency(note)
    for (let i = 0; i < beat; i++) {
      const envelope = Math.min(1, i / fade, (beat - i) / (fade * 4))
      const tone =
        Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE) + 0.25 * Math.sin((4 * Math.PI * hz * i) / SAMPLE_RATE)
      samples[index * beat + i] = Math.round(tone * envelope * 0.4 * 32767 * 0.8)
    }
  })
  return samples
}

export function durationSeconds(melody: Melody): number {
  return Math.round(((melody.notes.length * 60) / melody.beatsPerMinute) * 10) / 10
}

export function createWav(melody: Melody): Buffer {
  const samples = render(melody)
  const dataSize = samples.length * 2
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + dataSize, 4)
  header.write('WAVE', 8, 'ascii')
  header.write('fmt ', 12, 'ascii')
  header.writeUInt32LE(16, 16) // PCM chunk size
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(SAMPLE_RATE, 24)
  header.writeUInt32LE(SAMPLE_RATE * 2, 28) // byte rate
  header.writeUInt16LE(2, 32) // block align
  header.writeUInt16LE(16, 34) // bits per sample
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(dataSize, 40)
  const data = Buffer.alloc(dataSize)
  samples.forEach((sample, i) => data.writeInt16LE(sample, i * 2))
  return Buffer.concat([header, data])
}

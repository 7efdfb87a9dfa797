import fs from 'node:fs'

import { expect } from 'vitest'

export type LogLine = Record<string, unknown> & { level: string; time: string; msg: string }

/** Every line of `text` as JSON; a line that is not (a stray print) fails the test that reads it. */
export function linesOf(text: string): LogLine[] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      let parsed: LogLine
      try {
        parsed = JSON.parse(line) as LogLine
      } catch {
        throw new Error(`a log line is not JSON: ${line.slice(0, 300)}`)
      }
      expect(parsed, line).toMatchObject({ level: expect.any(String), time: expect.any(String) })
      return parsed
    })
}

/** The lines the app wrote to `file` after byte `from`, once `ready` finds what it waits for. */
export async function logLines(file: string, from: number, ready: (lines: LogLine[]) => boolean): Promise<LogLine[]> {
  let lines: LogLine[] = []
  await expect
    .poll(() => {
      const text = fs.readFileSync(file).subarray(from).toString('utf8')
      // A line still being written is read on the next try.
      lines = linesOf(text.slice(0, text.lastIndexOf('\n') + 1))
      return ready(lines)
    })
    .toBe(true)
  return lines
}

import type { Payload } from 'payload'

export type SubmissionMailInput = { collection: string; id: number; message: 'notify' | 'acknowledge' }

/** Renders and sends one submission mail through Payload's email adapter (filled in by the mail step). */
export async function sendSubmissionMailNow(_payload: Payload, _input: SubmissionMailInput): Promise<void> {
  throw new Error('submission mail is not built yet')
}

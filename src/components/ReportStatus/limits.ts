/** Field lengths, from the server's schemas (passed in: the schemas' module would bring zod to the browser). */
export type StatusLimits = { caseNumber: number; secret: number; message: number }

import fs from 'node:fs'
import path from 'node:path'

/**
 * Prints the slowest test files of a run from vitest's JSON report (`.ci/run` writes it with
 * `--reporter=json`), so that a file that grew slower shows in the next CI log. Usage:
 * `tsx scripts/slowest-tests.ts <report.json> [count]`.
 */

type FileResult = { name: string; startTime: number; endTime: number; status: string }
type Report = { numTotalTests: number; numTotalTestSuites: number; testResults: FileResult[] }

const [reportPath, countArg] = process.argv.slice(2)
if (!reportPath || !fs.existsSync(reportPath)) {
  console.log(`== no test report at ${reportPath ?? '(none given)'}: the slowest files are unknown`)
  process.exit(0)
}
const report = JSON.parse(fs.readFileSync(reportPath, 'utf8')) as Report
const count = Number(countArg ?? 15)
const files = report.testResults
  .map((file) => ({
    name: path.relative(process.cwd(), file.name),
    seconds: (file.endTime - file.startTime) / 1000,
    status: file.status,
  }))
  .sort((a, b) => b.seconds - a.seconds)
const total = files.reduce((sum, file) => sum + file.seconds, 0)

console.log(
  `== ${files.length} test files, ${report.numTotalTests} tests, ${(total / 60).toFixed(1)} min in files; the ${Math.min(count, files.length)} slowest:`,
)
for (const file of files.slice(0, count))
  console.log(
    `${file.seconds.toFixed(1).padStart(8)} s  ${file.name}${file.status === 'passed' ? '' : `  (${file.status})`}`,
  )

// Each folder's sum (unit, integration, e2e): which part of the suite a regression or a cut is in.
// Unit files run side by side, so their sum is more than their share of the wall clock.
const byFolder = new Map<string, number>()
for (const file of files) {
  const folder = file.name.split(path.sep).slice(0, 2).join('/')
  byFolder.set(folder, (byFolder.get(folder) ?? 0) + file.seconds)
}
console.log(
  `== in files, by folder: ${[...byFolder]
    .sort((a, b) => b[1] - a[1])
    .map(([folder, seconds]) => `${folder} ${(seconds / 60).toFixed(1)} min`)
    .join(', ')}`,
)

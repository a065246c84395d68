import { parseArgs } from 'node:util'
import { formatReport } from './contract/report'
import { runContract, type ContractOptions } from './contract/run'

const USAGE = 'usage: npm run contract -- --target http://127.0.0.1:8787 [--username admin --password admin123] [--write] [--json]'

/** The options of `npm run contract`, or what is wrong with them. */
export function parseContractArgs(args: string[]): (ContractOptions & { json: boolean }) | { error: string } {
  try {
    const { values } = parseArgs({
      args,
      strict: true,
      options: {
        target: { type: 'string' },
        username: { type: 'string' },
        password: { type: 'string' },
        write: { type: 'boolean' },
        json: { type: 'boolean' },
      },
    })
    if (!values.target || !/^https?:\/\/[^/]+\/?$/.test(values.target))
      return { error: `--target: the backend's origin, e.g. http://127.0.0.1:8787 (got ${values.target ?? 'nothing'})` }
    return { target: values.target, username: values.username, password: values.password, write: !!values.write, json: !!values.json }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

/**
 * `npm run contract -- --target <origin> [--write] [--json]`: checks a running backend against the contract table
 * (scripts/contract/). Exits with 1 when a required operation (or an optional one, otherwise than by missing) failed.
 */
export async function main(args: string[]): Promise<void> {
  const options = parseContractArgs(args)
  if ('error' in options) {
    console.error(`${options.error}\n${USAGE}`)
    process.exit(2)
  }
  const report = await runContract(options)
  console.info(options.json ? JSON.stringify(report, null, 2) : formatReport(report))
  // scripts/run.mjs exits with 0 once main returns
  if (!report.passed) process.exit(1)
}

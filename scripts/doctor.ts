/**
 * `npm run doctor`: checks the configuration, then asks the Hugging Face Hub whether the token is
 * valid and which providers serve each model of the chain (server/hub-check.ts), and says it plainly.
 * Exit 0: recipes can be served; 1: the configuration, the token or the chain is wrong; 2: the Hub
 * (or the MODEL_BASE_URL server) could not be asked.
 */

import { describeTarget } from '../server/config.ts';
import { loadConfigOrExit } from '../server/load-config.ts';
import { checkChain, describeCheck, type Verdict } from '../server/hub-check.ts';

const DOCTOR_TIMEOUT_MS = 10_000;
const EXIT_CODES: Record<Verdict, number> = { ok: 0, problem: 1, unchecked: 2 };

const config = loadConfigOrExit();

console.info(config.target ? `The configuration is valid. ${describeTarget(config)}` : 'The configuration is valid.');
const { lines, verdict } = describeCheck(await checkChain(config, DOCTOR_TIMEOUT_MS));
for (const line of lines) console.info(line);
process.exitCode = EXIT_CODES[verdict];

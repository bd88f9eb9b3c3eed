/**
 * `npm run doctor`: checks the configuration, then asks the Hugging Face Hub whether the token is
 * valid and which providers serve each model of both chains, recipes and photos (server/chains-check.ts),
 * and says it plainly; when no model of a chain is served, it names served ones and the line to set.
 * Exit 0: recipes and photos can be served; 1: the configuration, the token or a chain is wrong;
 * 2: the Hub (or the MODEL_BASE_URL server) could not be asked.
 */

import { describeTarget } from '../server/config.ts';
import { loadConfigOrExit } from '../server/load-config.ts';
import { checkChains, describeChains } from '../server/chains-check.ts';
import type { Verdict } from '../server/hub-check.ts';

const DOCTOR_TIMEOUT_MS = 10_000;
const EXIT_CODES: Record<Verdict, number> = { ok: 0, problem: 1, unchecked: 2 };

const config = loadConfigOrExit();

console.info(config.target ? `The configuration is valid. ${describeTarget(config)}` : 'The configuration is valid.');
const { lines, verdict } = describeChains(await checkChains(config, DOCTOR_TIMEOUT_MS), config.target?.provider ?? 'auto');
for (const line of lines) console.info(line);
process.exitCode = EXIT_CODES[verdict];

/** Where the end-to-end suite puts its two production builds, and the secrets it plants to look for. */

export const SERVER_BUILD = '.e2e/server-build';
export const DIRECT_BUILD = '.e2e/direct-build';

/** Given to the server-mode build's environment and to its server: must never reach the browser. */
export const SERVER_TOKEN = 'hf_e2e_server_secret_6b1f0c';
/** Built into the direct-mode bundle on purpose: that is what direct mode is. */
export const DIRECT_TOKEN = 'hf_e2e_direct_public_92ad7e';

/** The shared fake model that the direct-mode build was pointed at (set by global-setup). */
export const directFakeUrl = () => {
  const url = process.env.PANTRY_CHEF_E2E_DIRECT_FAKE;
  if (!url) throw new Error('global-setup did not start the direct-mode fake model');
  return url;
};

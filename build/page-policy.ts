/**
 * The page's Content-Security-Policy allows its inline style and boot script by hash: the build
 * hashes each <style> and inline <script> element as written into index.html and records the
 * hashes in page-policy.json, which the server and the Worker read to build the page's header. A
 * static host may not send our headers, so a direct-mode page (`directTo`: the model's base URL)
 * also carries its policy itself, in a meta tag.
 */

import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { PAGE_POLICY_FILE, pagePolicyMeta, type PagePolicy } from '../core/content-security-policy.ts';
import { htmlAsset } from './first-screen.ts';

export function recordPagePolicy(directTo: string | null | undefined): Plugin {
  return {
    name: 'pantry-chef-page-policy',
    apply: 'build',
    enforce: 'post',
    // After firstScreenFromTheHtml (listed before it in vite.config.ts), and before Vite's own post-build
    // step, where the files are compressed: index.html and page-policy.json are compressed as written here.
    generateBundle(_options, bundle) {
      const page = htmlAsset(bundle);
      let html = String(page.source);
      const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
      const styles = /<style>([^<]*)<\/style>/g;
      const scripts = /<script(?: type="module")?>([\s\S]*?)<\/script>/g;
      const policy: PagePolicy = {
        inlineStyles: [...html.matchAll(styles)].map(([, css]) => hash(css!)),
        inlineScripts: [...html.matchAll(scripts)].map(([, script]) => hash(script!)),
      };
      const unhashed = html.replace(styles, '').replace(scripts, '');
      if (/<style[\s>]/.test(unhashed)) throw new Error('index.html has a <style> element this policy did not hash');
      // A data block (the first screen's words, type="application/json") never runs: no policy governs it.
      if (/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>/.test(unhashed)) {
        throw new Error('index.html has an inline <script> this policy did not hash');
      }
      this.emitFile({ type: 'asset', fileName: PAGE_POLICY_FILE, source: `${JSON.stringify(policy)}\n` });
      if (directTo !== null) {
        const content = pagePolicyMeta(directTo, policy).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
        // First in <head>: a meta policy governs only what comes after it.
        html = html.replace(/<head>/, `<head>\n    <meta http-equiv="Content-Security-Policy" content="${content}">`);
        page.source = html;
      }
    },
  };
}

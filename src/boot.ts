/**
 * The page's one script. The build writes this file, minified and with the app's file name in it,
 * into index.html itself (build/first-screen.ts); it imports nothing, so it costs no request.
 *
 * The first screen is already painted from index.html and the app only takes it over, so the app
 * is asked for once that screen has been presented: Lighthouse's mobile simulation counts any
 * script on its way before the largest paint as one that paint waited for.
 *
 * Until the app has taken over, the first screen is plain HTML: a submit would leave the page (React
 * does not handle a submit before it has finished taking over) and a click would do nothing. So
 * from the start every submit (Enter in the box, a click on "+ Add ingredient") is stopped here;
 * what was in the box is kept, in order, and the box emptied for the next one, as the app does. The
 * app's ingredient form takes what was kept when it mounts, which ends the keeping
 * (src/ingredients/ingredient-form.tsx); text typed and not yet added is still in the box.
 */

declare global {
  interface Window {
    /** Ends the keeping and hands over what the cook added before the app took over, in order; later calls get nothing. */
    pantryChefEarlyIngredients?: () => string[];
    /** Set by the app (src/main.tsx) as it starts: settles once React has begun to take the page over. */
    pantryChefTakingOver?: Promise<void>;
  }
}

const added: string[] = [];

function keep(event: Event) {
  event.preventDefault();
  const box = event.target instanceof HTMLFormElement ? event.target.elements.namedItem('ingredient') : null;
  if (!(box instanceof HTMLInputElement)) return;
  // The app checks each one as it takes them, as if added now.
  added.push(box.value);
  box.value = '';
  // A click on the button took the focus: the next ingredient is typed at once.
  box.focus();
}

addEventListener('submit', keep, true);
window.pantryChefEarlyIngredients = () => {
  removeEventListener('submit', keep, true);
  return added.splice(0);
};

// A click on one of the first screen's other buttons ("Your kitchen", "From a photo") is kept too,
// and made again once the app has begun to take over: React finishes taking over at once for a click.
const clicked: HTMLButtonElement[] = [];

function keepClick(event: Event) {
  const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
  if (button instanceof HTMLButtonElement) clicked.push(button);
}

addEventListener('click', keepClick, true);

// A language chosen before the app has taken over is kept as the app keeps it (the cookie of
// core/page-language.ts, which the server reads), and the page asked for again in it.
function chooseLanguage(event: Event) {
  const select = event.target;
  if (!(select instanceof HTMLSelectElement) || select.name !== 'language') return;
  document.cookie = `language=${select.value}; Path=/; Max-Age=31536000; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  location.reload();
}

addEventListener('change', chooseLanguage, true);

// The build writes the app's file name in place of this one.
const app = './app.js';
let asked = false;
async function takeOver() {
  if (asked) return;
  asked = true;
  await import(/* @vite-ignore */ app);
  await window.pantryChefTakingOver;
  removeEventListener('click', keepClick, true);
  removeEventListener('change', chooseLanguage, true);
  for (const button of clicked.splice(0)) button.click();
}

// Asked for once the first screen is on the glass (its first-contentful-paint entry), not only
// drawn: a frame can reach the screen a frame or two after it is drawn, and a request started
// meanwhile is one Lighthouse counts as holding the largest paint back. Where paint timing is
// missing, after the next frame; and in any case within a second (a tab opened in the background paints late).
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(takeOver);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(takeOver, 1_000);
} else requestAnimationFrame(() => setTimeout(takeOver));

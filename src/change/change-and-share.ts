/**
 * What a finished recipe offers below it, loaded as one chunk (load-change-and-share.ts): its
 * versions, the change form and sharing; the change flow itself; and opening a shared link.
 */
export { RecipeTalk } from './recipe-talk.tsx';
export { changeRecipe } from './recipe-changes.ts';
export { openLink } from '../share/open-link.ts';

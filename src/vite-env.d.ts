/// <reference types="vite/client" />

/** True when the bundle was built with VITE_HF_TOKEN: the browser then calls the model itself. */
declare const __DIRECT_MODE__: boolean;

interface ImportMetaEnv {
  readonly VITE_HF_TOKEN?: string;
  readonly VITE_RECIPE_MODEL?: string;
  readonly VITE_VISION_MODEL?: string;
  readonly VITE_HF_PROVIDER?: string;
  readonly VITE_MODEL_BASE_URL?: string;
}

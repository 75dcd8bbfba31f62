/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_STORY_THEME?: string;
}

// The language files in two parts each (build/locale-split.ts).
declare module 'virtual:locales' {
  type Tree = { [key: string]: string | Tree };
  type Part = () => Promise<{ default: Tree }>;
  export const locales: Record<string, { firstScreen: Part; rest: Part }>;
}

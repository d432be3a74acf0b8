import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

type Overrides = Record<string, string>;
type Setter = (path: string, title: string | undefined) => void;

const OverridesContext = createContext<Overrides>({});
const SetterContext = createContext<Setter>(() => {});

/** Holds breadcrumb title overrides set by screens (e.g. a loft's name for '/lofts/1'). */
export function PageMetaProvider({ children }: { children: ReactNode }) {
  const [overrides, setOverrides] = useState<Overrides>({});
  const set = useCallback<Setter>(
    (path, title) =>
      setOverrides((prev) => {
        if (prev[path] === title) return prev;
        const next = { ...prev };
        if (title === undefined) delete next[path];
        else next[path] = title;
        return next;
      }),
    [],
  );
  return (
    <SetterContext.Provider value={set}>
      <OverridesContext.Provider value={overrides}>{children}</OverridesContext.Provider>
    </SetterContext.Provider>
  );
}

export function useBreadcrumbOverrides(): Overrides {
  return useContext(OverridesContext);
}

/** Names the crumb of `path` with `title` while the calling screen is shown. */
export function useBreadcrumbOverride(path: string, title: string | undefined): void {
  const set = useContext(SetterContext);
  useEffect(() => {
    if (title === undefined) return;
    set(path, title);
    return () => set(path, undefined);
  }, [path, title, set]);
}

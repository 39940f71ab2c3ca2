import { createContext, type ReactNode, useContext, useEffect } from "react";

type SetBladeTitle = (title: string | undefined) => void;

const BladeTitleContext = createContext<SetBladeTitle | null>(null);

/** Lets the blade body inside give its frame a title computed from its data (see useBladeTitle). */
export function BladeTitleProvider({ onTitle, children }: { onTitle: SetBladeTitle; children: ReactNode }) {
  return <BladeTitleContext.Provider value={onTitle}>{children}</BladeTitleContext.Provider>;
}

/**
 * Names the calling blade in its header (and for assistive technology) with a title computed from its
 * data, e.g. 'v3 of Trail Jacket'; while it is undefined (loading) the kind's title stays. Outside a blade
 * it does nothing.
 */
export function useBladeTitle(title: string | undefined): void {
  const setTitle = useContext(BladeTitleContext);
  useEffect(() => {
    if (setTitle === null || title === undefined) return;
    setTitle(title);
    return () => setTitle(undefined);
  }, [setTitle, title]);
}

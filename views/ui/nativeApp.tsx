import { createContext, useContext } from 'react';

/**
 * Opens an in-site address as the app's own screen when it has one; resolves false when it has none or the
 * bridge failed, and the link then opens as a web page. Provided by the app layout inside the app only.
 */
export type NativePageOpener = (href: string) => Promise<boolean>;

const NativePageContext = createContext<NativePageOpener | null>(null);
export const NativePageProvider = NativePageContext.Provider;

/** The app's page opener on an app page inside the app; null elsewhere (links stay web links). */
export function useNativePageOpener(): NativePageOpener | null {
  return useContext(NativePageContext);
}

import { createContext, useContext } from 'react';
import type { TextLocation } from './find-locations';
import type { TerminalLocations } from './terminal-locations';

/** What a terminal's rows need to draw file locations as buttons: given only with the host's `onOpenLocation`. */
export interface OutputLocations {
  /** The card's locations, found per drawn row. */
  locations: TerminalLocations;
  /** Asks the host to open a location. */
  open: (location: TextLocation) => void;
}

/** The card's {@link OutputLocations}; absent, locations stay text and no row is scanned. */
export const OutputLocationsContext = createContext<OutputLocations | undefined>(undefined);

/** The nearest terminal's {@link OutputLocations}, if its host opens locations. */
export function useOutputLocations(): OutputLocations | undefined {
  return useContext(OutputLocationsContext);
}

import { createContext, useContext, type ReactNode } from 'react';
import type { AdminSlots } from '@meridian/shared';

/**
 * The widgets other sections lend the admin area (AdminAppProps.slots, passed by the shell): the
 * blog's post preview, drawn with the renderer the blog's public pages use, and marketing's
 * complaint tables, drawn with the renderer of the public page /complaints-data. The admin never
 * imports another section's code; the shell hands the widget in.
 */
const SlotsContext = createContext<AdminSlots | null>(null);

export function SlotsProvider({ slots, children }: { slots: AdminSlots | null; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

/** The slots the shell passed; null in the standalone preview and the unit tests, which have none. */
export function useSlots(): AdminSlots | null {
  return useContext(SlotsContext);
}

/**
 * One slot, or null when the shell lent none: the standalone preview and unit tests have no
 * slots, and a shell released before this slot existed passes the others without it.
 */
export function useSlot<S extends keyof AdminSlots>(name: S): AdminSlots[S] | null {
  const slots: Partial<AdminSlots> | null = useContext(SlotsContext);
  return slots?.[name] ?? null;
}

import { create } from 'zustand';

/** Client-only UI state; server data lives in TanStack Query. */
interface UiState {
  isCartOpen: boolean;
  setCartOpen(open: boolean): void;
  toggleCart(): void;
}

export const useUiStore = create<UiState>((set) => ({
  isCartOpen: false,
  setCartOpen: (open) => set({ isCartOpen: open }),
  toggleCart: () => set((s) => ({ isCartOpen: !s.isCartOpen })),
}));

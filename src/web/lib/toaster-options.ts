import type { ToasterProps } from 'sonner';

/** Toasts as the spec sets them, on every client-rendered screen: one at a time, 5 s, F8 to focus, swipe right. */
export const TOASTER_OPTIONS: ToasterProps = {
  visibleToasts: 1,
  duration: 5000,
  hotkey: ['F8'],
  swipeDirections: ['right'],
  position: 'top-center',
  closeButton: true,
};

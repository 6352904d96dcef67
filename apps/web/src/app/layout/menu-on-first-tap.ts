import { useState } from 'react';

/**
 * A header menu drawn the first time it is opened. Until then its button is a plain one of the same
 * look, part of the header: it works before the app has started (a tap then is kept and done again),
 * and the menu's code is asked for (`warm`) only when a pointer or the keyboard comes to it. Once
 * `opened` names a menu, the caller draws the menus in place of their buttons, that one open.
 */
export function useMenuOnFirstTap<Menu extends string>() {
  const [opened, setOpened] = useState<Menu | null>(null);
  const buttonProps = (menu: Menu, warm: () => void) => ({
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: warm,
    onFocus: warm,
    onClick: () => setOpened(menu),
  });
  return { opened, buttonProps };
}

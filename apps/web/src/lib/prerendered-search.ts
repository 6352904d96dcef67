/**
 * The prerendered page's search boxes, held from just before the app renders over them: a visitor
 * may type into one while the app is still starting, and the app's box takes over that text (and
 * the focus) when it mounts. Boxes are found by their `data-search-box` place.
 */
interface HeldBox {
  input: HTMLInputElement;
  focused: boolean;
}

const held = new Map<string, HeldBox>();

export function holdPrerenderedSearchBoxes(root: ParentNode): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('[data-search-box] input')) {
    const place = input.closest<HTMLElement>('[data-search-box]')?.dataset.searchBox;
    if (!place) continue;
    const box = { input, focused: document.activeElement === input };
    held.set(place, box);
    // Removing the prerendered markup moves no focus, so the last focusin says where the visitor was.
    document.addEventListener('focusin', (event) => {
      box.focused = event.target === input;
    });
  }
}

/** What was typed into the prerendered box of this place, once; undefined when there was none. */
export function takePrerenderedSearch(place: string): { text: string; focused: boolean } | undefined {
  const box = held.get(place);
  held.delete(place);
  return box && { text: box.input.value, focused: box.focused };
}
